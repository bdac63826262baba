// Featherless: the models Roo Code 3.28.10 lists for this provider, prices in USD per million tokens.
// Figures follow the release exactly; update them only alongside a newer release.
import type {ModelInfo} from './model-info';

export const featherlessModels = {
  'deepseek-ai/DeepSeek-V3-0324': {
    contextWindow: 32_678,
    maxTokens: 4096,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0,
    outputPrice: 0,
    description: "DeepSeek's V3 chat model, March 2025 update.",
  },
  'deepseek-ai/DeepSeek-R1-0528': {
    contextWindow: 32_678,
    maxTokens: 4096,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0,
    outputPrice: 0,
    description: "DeepSeek's R1 reasoning model, May 2025 update.",
  },
  'moonshotai/Kimi-K2-Instruct': {
    contextWindow: 32_678,
    maxTokens: 4096,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0,
    outputPrice: 0,
    description: "Moonshot AI's Kimi K2 Instruct, a large mixture-of-experts model.",
  },
  'openai/gpt-oss-120b': {
    contextWindow: 32_678,
    maxTokens: 4096,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0,
    outputPrice: 0,
    description: "The larger of OpenAI's open-weight gpt-oss models.",
  },
  'Qwen/Qwen3-Coder-480B-A35B-Instruct': {
    contextWindow: 32_678,
    maxTokens: 4096,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0,
    outputPrice: 0,
    description: "Alibaba's coding model Qwen3 Coder (480B, 35B active).",
  },
} satisfies Record<string, ModelInfo>;

export type FeatherlessModelId = keyof typeof featherlessModels;
export const featherlessDefaultModelId: keyof typeof featherlessModels = 'deepseek-ai/DeepSeek-R1-0528';

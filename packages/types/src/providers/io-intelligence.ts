// IO Intelligence: the models Roo Code 3.28.10 lists for this provider, prices in USD per million tokens.
// Figures follow the release exactly; update them only alongside a newer release.
import type {ModelInfo} from './model-info';

export const ioIntelligenceModels = {
  'deepseek-ai/DeepSeek-R1-0528': {
    contextWindow: 128_000,
    maxTokens: 8192,
    supportsImages: false,
    supportsPromptCache: false,
    description: "DeepSeek's R1 reasoning model, May 2025 update.",
  },
  'meta-llama/Llama-4-Maverick-17B-128E-Instruct-FP8': {
    contextWindow: 430_000,
    maxTokens: 8192,
    supportsImages: true,
    supportsPromptCache: false,
    description: "Meta's Llama 4 Maverick (17B active parameters, 128 experts) in FP8 precision.",
  },
  'Intel/Qwen3-Coder-480B-A35B-Instruct-int4-mixed-ar': {
    contextWindow: 106_000,
    maxTokens: 8192,
    supportsImages: false,
    supportsPromptCache: false,
    description: "Alibaba's coding model Qwen3 Coder 480B, quantised to mixed int4 by Intel.",
  },
  'openai/gpt-oss-120b': {
    contextWindow: 131_072,
    maxTokens: 8192,
    supportsImages: false,
    supportsPromptCache: false,
    description: "The larger of OpenAI's open-weight gpt-oss models.",
  },
} satisfies Record<string, ModelInfo>;

export type IoIntelligenceModelId = keyof typeof ioIntelligenceModels;
export const ioIntelligenceDefaultModelId: keyof typeof ioIntelligenceModels =
  'meta-llama/Llama-4-Maverick-17B-128E-Instruct-FP8';

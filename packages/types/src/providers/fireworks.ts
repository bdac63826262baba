// Fireworks AI: the models Roo Code 3.28.10 lists for this provider, prices in USD per million tokens.
// Figures follow the release exactly; update them only alongside a newer release.
import type {ModelInfo} from './model-info';

export const fireworksModels = {
  'accounts/fireworks/models/kimi-k2-instruct-0905': {
    contextWindow: 262_144,
    maxTokens: 16_384,
    supportsImages: false,
    supportsPromptCache: true,
    inputPrice: 0.6,
    outputPrice: 2.5,
    cacheReadsPrice: 0.15,
    description:
      'September 2025 update of Kimi K2: better agentic coding across tool set-ups and better front-end work.',
  },
  'accounts/fireworks/models/kimi-k2-instruct': {
    contextWindow: 128_000,
    maxTokens: 16_384,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.6,
    outputPrice: 2.5,
    description:
      "Moonshot AI's Kimi K2, a mixture-of-experts model with 1T parameters (32B active) built for agentic tasks.",
  },
  'accounts/fireworks/models/qwen3-235b-a22b-instruct-2507': {
    contextWindow: 256_000,
    maxTokens: 32_768,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.22,
    outputPrice: 0.88,
    description: 'Qwen3 235B (22B active), the July 2025 instruct release.',
  },
  'accounts/fireworks/models/qwen3-coder-480b-a35b-instruct': {
    contextWindow: 256_000,
    maxTokens: 32_768,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.45,
    outputPrice: 1.8,
    description: "Alibaba's Qwen3 Coder (480B, 35B active), built for agentic coding.",
  },
  'accounts/fireworks/models/deepseek-r1-0528': {
    contextWindow: 160_000,
    maxTokens: 20_480,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 3,
    outputPrice: 8,
    description: 'DeepSeek R1, May 2025 update: stronger reasoning, fewer hallucinations and better function calling.',
  },
  'accounts/fireworks/models/deepseek-v3': {
    contextWindow: 128_000,
    maxTokens: 16_384,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.9,
    outputPrice: 0.9,
    description: 'DeepSeek V3, a mixture-of-experts model with 671B parameters (37B active per token).',
  },
  'accounts/fireworks/models/deepseek-v3p1': {
    contextWindow: 163_840,
    maxTokens: 16_384,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.56,
    outputPrice: 1.68,
    description: 'DeepSeek V3.1, an update of V3 (same 671B, 37B active) with better reasoning and code.',
  },
  'accounts/fireworks/models/glm-4p5': {
    contextWindow: 128_000,
    maxTokens: 16_384,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.55,
    outputPrice: 2.19,
    description: "Z.ai's GLM-4.5 (355B, 32B active), one model for reasoning, code and agent work.",
  },
  'accounts/fireworks/models/glm-4p5-air': {
    contextWindow: 128_000,
    maxTokens: 16_384,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.55,
    outputPrice: 2.19,
    description: "Z.ai's lighter GLM-4.5-Air (106B, 12B active), for reasoning, code and agent work.",
  },
  'accounts/fireworks/models/gpt-oss-20b': {
    contextWindow: 128_000,
    maxTokens: 16_384,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.07,
    outputPrice: 0.3,
    description:
      "The smaller of OpenAI's open-weight gpt-oss models, for low-latency or resource-limited use, with adjustable reasoning.",
  },
  'accounts/fireworks/models/gpt-oss-120b': {
    contextWindow: 128_000,
    maxTokens: 16_384,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.15,
    outputPrice: 0.6,
    description:
      "The larger of OpenAI's open-weight gpt-oss models (runs on one H100): adjustable reasoning effort, function calling and structured output.",
  },
} satisfies Record<string, ModelInfo>;

export type FireworksModelId = keyof typeof fireworksModels;
export const fireworksDefaultModelId: keyof typeof fireworksModels = 'accounts/fireworks/models/kimi-k2-instruct-0905';

// Cerebras: the models Roo Code 3.28.10 lists for this provider, prices in USD per million tokens.
// Figures follow the release exactly; update them only alongside a newer release.
import type {ModelInfo} from './model-info';

export const cerebrasModels = {
  'qwen-3-coder-480b-free': {
    contextWindow: 64_000,
    maxTokens: 40_000,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0,
    outputPrice: 0,
    description:
      "SOTA coding model with ~2000 tokens/s ($0 free tier)\n\n• Use this if you don't have a Cerebras subscription\n• 64K context window\n• Rate limits: 150K TPM, 1M TPH/TPD, 10 RPM, 100 RPH/RPD\n\nUpgrade for higher limits: [https://cloud.cerebras.ai/?utm=roocode](https://cloud.cerebras.ai/?utm=roocode)",
  },
  'qwen-3-coder-480b': {
    contextWindow: 128_000,
    maxTokens: 40_000,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0,
    outputPrice: 0,
    description:
      'SOTA coding model with ~2000 tokens/s ($50/$250 paid tiers)\n\n• Use this if you have a Cerebras subscription\n• 131K context window with higher rate limits',
  },
  'qwen-3-235b-a22b-instruct-2507': {
    contextWindow: 64_000,
    maxTokens: 64_000,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0,
    outputPrice: 0,
    description: 'Intelligent model with ~1400 tokens/s',
  },
  'llama-3.3-70b': {
    contextWindow: 64_000,
    maxTokens: 64_000,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0,
    outputPrice: 0,
    description: 'Powerful model with ~2600 tokens/s',
  },
  'qwen-3-32b': {
    contextWindow: 64_000,
    maxTokens: 64_000,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0,
    outputPrice: 0,
    description: 'SOTA coding performance with ~2500 tokens/s',
  },
  'qwen-3-235b-a22b-thinking-2507': {
    contextWindow: 65_000,
    maxTokens: 40_000,
    supportsImages: false,
    supportsPromptCache: false,
    supportsReasoningEffort: true,
    inputPrice: 0,
    outputPrice: 0,
    description: 'SOTA performance with ~1500 tokens/s',
  },
  'gpt-oss-120b': {
    contextWindow: 64_000,
    maxTokens: 8000,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0,
    outputPrice: 0,
    description:
      'OpenAI GPT OSS model with ~2800 tokens/s\n\n• 64K context window\n• Excels at efficient reasoning across science, math, and coding',
  },
} satisfies Record<string, ModelInfo>;

export type CerebrasModelId = keyof typeof cerebrasModels;
export const cerebrasDefaultModelId: keyof typeof cerebrasModels = 'qwen-3-coder-480b-free';

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
      'Qwen3 Coder 480B at no charge for accounts without a Cerebras subscription, at about 2,000 tokens a second. Limits: 150K tokens a minute, 1M an hour and a day; 10 requests a minute, 100 an hour and a day (a paid plan raises them).',
  },
  'qwen-3-coder-480b': {
    contextWindow: 128_000,
    maxTokens: 40_000,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0,
    outputPrice: 0,
    description:
      'Qwen3 Coder 480B for accounts with a paid Cerebras subscription, with higher rate limits than the free entry; about 2,000 tokens a second.',
  },
  'qwen-3-235b-a22b-instruct-2507': {
    contextWindow: 64_000,
    maxTokens: 64_000,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0,
    outputPrice: 0,
    description:
      'Qwen3 235B (22B active), the July 2025 instruct release; runs at about 1,400 tokens a second on Cerebras.',
  },
  'llama-3.3-70b': {
    contextWindow: 64_000,
    maxTokens: 64_000,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0,
    outputPrice: 0,
    description: "Meta's Llama 3.3 70B; runs at about 2,600 tokens a second on Cerebras.",
  },
  'qwen-3-32b': {
    contextWindow: 64_000,
    maxTokens: 64_000,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0,
    outputPrice: 0,
    description:
      'Qwen3 32B, a mid-sized model that does well at code; runs at about 2,500 tokens a second on Cerebras.',
  },
  'qwen-3-235b-a22b-thinking-2507': {
    contextWindow: 65_000,
    maxTokens: 40_000,
    supportsImages: false,
    supportsPromptCache: false,
    supportsReasoningEffort: true,
    inputPrice: 0,
    outputPrice: 0,
    description: 'The thinking release of Qwen3 235B from July 2025; runs at about 1,500 tokens a second on Cerebras.',
  },
  'gpt-oss-120b': {
    contextWindow: 64_000,
    maxTokens: 8000,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0,
    outputPrice: 0,
    description:
      "OpenAI's open-weight gpt-oss 120B, for reasoning in science, maths and code; runs at about 2,800 tokens a second on Cerebras.",
  },
} satisfies Record<string, ModelInfo>;

export type CerebrasModelId = keyof typeof cerebrasModels;
export const cerebrasDefaultModelId: keyof typeof cerebrasModels = 'qwen-3-coder-480b-free';

// Moonshot (Kimi): the models Roo Code 3.28.10 lists for this provider, prices in USD per million tokens.
// Figures follow the release exactly; update them only alongside a newer release.
import type {ModelInfo} from './model-info';

export const moonshotModels = {
  'kimi-k2-0711-preview': {
    contextWindow: 131_072,
    maxTokens: 32_000,
    supportsImages: false,
    supportsPromptCache: true,
    inputPrice: 0.6,
    outputPrice: 2.5,
    cacheWritesPrice: 0,
    cacheReadsPrice: 0.15,
    description:
      "Moonshot AI's Kimi K2 preview from July 2025, a mixture-of-experts model with 1T parameters (32B active).",
  },
  'kimi-k2-0905-preview': {
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
  'kimi-k2-turbo-preview': {
    contextWindow: 262_144,
    maxTokens: 32_000,
    supportsImages: false,
    supportsPromptCache: true,
    inputPrice: 2.4,
    outputPrice: 10,
    cacheWritesPrice: 0,
    cacheReadsPrice: 0.6,
    description:
      'A faster serving of the same Kimi K2 model: Moonshot quotes up to 60 tokens a second, peaking at 100.',
  },
} satisfies Record<string, ModelInfo>;

export type MoonshotModelId = keyof typeof moonshotModels;
export const moonshotDefaultModelId: keyof typeof moonshotModels = 'kimi-k2-0905-preview';

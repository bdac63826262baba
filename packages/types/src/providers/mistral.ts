// Mistral: the models Roo Code 3.28.10 lists for this provider, prices in USD per million tokens.
// Figures follow the release exactly; update them only alongside a newer release.
import type {ModelInfo} from './model-info';

export const mistralModels = {
  'magistral-medium-latest': {
    contextWindow: 41_000,
    maxTokens: 41_000,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 2,
    outputPrice: 5,
  },
  'devstral-medium-latest': {
    contextWindow: 131_000,
    maxTokens: 131_000,
    supportsImages: true,
    supportsPromptCache: false,
    inputPrice: 0.4,
    outputPrice: 2,
  },
  'mistral-medium-latest': {
    contextWindow: 131_000,
    maxTokens: 131_000,
    supportsImages: true,
    supportsPromptCache: false,
    inputPrice: 0.4,
    outputPrice: 2,
  },
  'codestral-latest': {
    contextWindow: 256_000,
    maxTokens: 256_000,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.3,
    outputPrice: 0.9,
  },
  'mistral-large-latest': {
    contextWindow: 131_000,
    maxTokens: 131_000,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 2,
    outputPrice: 6,
  },
  'ministral-8b-latest': {
    contextWindow: 131_000,
    maxTokens: 131_000,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.1,
    outputPrice: 0.1,
  },
  'ministral-3b-latest': {
    contextWindow: 131_000,
    maxTokens: 131_000,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.04,
    outputPrice: 0.04,
  },
  'mistral-small-latest': {
    contextWindow: 32_000,
    maxTokens: 32_000,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.2,
    outputPrice: 0.6,
  },
  'pixtral-large-latest': {
    contextWindow: 131_000,
    maxTokens: 131_000,
    supportsImages: true,
    supportsPromptCache: false,
    inputPrice: 2,
    outputPrice: 6,
  },
} satisfies Record<string, ModelInfo>;

export type MistralModelId = keyof typeof mistralModels;
export const mistralDefaultModelId: keyof typeof mistralModels = 'codestral-latest';

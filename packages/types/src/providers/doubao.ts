// Doubao: the models Roo Code 3.28.10 lists for this provider, prices in USD per million tokens.
// Figures follow the release exactly; update them only alongside a newer release.
import type {ModelInfo} from './model-info';

export const doubaoModels = {
  'doubao-seed-1-6-250615': {
    contextWindow: 128_000,
    maxTokens: 32_768,
    supportsImages: true,
    supportsPromptCache: true,
    inputPrice: 0.0001,
    outputPrice: 0.0004,
    cacheWritesPrice: 0.0001,
    cacheReadsPrice: 0.00002,
    description: "ByteDance's general Doubao Seed 1.6 model, for demanding tasks over long inputs.",
  },
  'doubao-seed-1-6-thinking-250715': {
    contextWindow: 128_000,
    maxTokens: 32_768,
    supportsImages: true,
    supportsPromptCache: true,
    inputPrice: 0.0002,
    outputPrice: 0.0008,
    cacheWritesPrice: 0.0002,
    cacheReadsPrice: 0.00004,
    description: 'The reasoning variant of Doubao Seed 1.6, for hard, multi-step problems.',
  },
  'doubao-seed-1-6-flash-250715': {
    contextWindow: 128_000,
    maxTokens: 32_768,
    supportsImages: true,
    supportsPromptCache: true,
    inputPrice: 0.00015,
    outputPrice: 0.0006,
    cacheWritesPrice: 0.00015,
    cacheReadsPrice: 0.00003,
    description: 'The fast, economical variant of Doubao Seed 1.6, for when quick replies matter most.',
  },
} satisfies Record<string, ModelInfo>;

export type DoubaoModelId = keyof typeof doubaoModels;
export const doubaoDefaultModelId: keyof typeof doubaoModels = 'doubao-seed-1-6-250615';

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
    description:
      'Doubao Seed 1.6 is a powerful model designed for high-performance tasks with extensive context handling.',
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
    description:
      'Doubao Seed 1.6 Thinking is optimized for reasoning tasks, providing enhanced performance in complex problem-solving scenarios.',
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
    description:
      'Doubao Seed 1.6 Flash is tailored for speed and efficiency, making it ideal for applications requiring rapid responses.',
  },
} satisfies Record<string, ModelInfo>;

export type DoubaoModelId = keyof typeof doubaoModels;
export const doubaoDefaultModelId: keyof typeof doubaoModels = 'doubao-seed-1-6-250615';

// Z.ai (mainland China): the models Roo Code 3.28.10 lists for this provider, prices in USD per million tokens.
// Figures follow the release exactly; update them only alongside a newer release.
import type {ModelInfo} from './model-info';

export const zaiChinaModels = {
  'glm-4.5': {
    contextWindow: 131_072,
    maxTokens: 98_304,
    supportsImages: false,
    supportsPromptCache: true,
    inputPrice: 0.29,
    outputPrice: 1.14,
    cacheWritesPrice: 0,
    cacheReadsPrice: 0.057,
    tiers: [
      {contextWindow: 32_000, inputPrice: 0.21, outputPrice: 1, cacheReadsPrice: 0.043},
      {contextWindow: 128_000, inputPrice: 0.29, outputPrice: 1.14, cacheReadsPrice: 0.057},
      {contextWindow: Infinity, inputPrice: 0.29, outputPrice: 1.14, cacheReadsPrice: 0.057},
    ],
    description: "Zhipu's (Z.ai's) GLM-4.5 model, for reasoning, coding and agent work.",
  },
  'glm-4.5-air': {
    contextWindow: 131_072,
    maxTokens: 98_304,
    supportsImages: false,
    supportsPromptCache: true,
    inputPrice: 0.1,
    outputPrice: 0.6,
    cacheWritesPrice: 0,
    cacheReadsPrice: 0.02,
    tiers: [
      {contextWindow: 32_000, inputPrice: 0.07, outputPrice: 0.4, cacheReadsPrice: 0.014},
      {contextWindow: 128_000, inputPrice: 0.1, outputPrice: 0.6, cacheReadsPrice: 0.02},
      {contextWindow: Infinity, inputPrice: 0.1, outputPrice: 0.6, cacheReadsPrice: 0.02},
    ],
    description: 'The lighter, cheaper GLM-4.5-Air, which can switch between thinking and direct answers.',
  },
} satisfies Record<string, ModelInfo>;

export type ZaiChinaModelId = keyof typeof zaiChinaModels;
export const zaiChinaDefaultModelId: keyof typeof zaiChinaModels = 'glm-4.5';

// Z.ai (international): the models Roo Code 3.28.10 lists for this provider, prices in USD per million tokens.
// Figures follow the release exactly; update them only alongside a newer release.
import type {ModelInfo} from './model-info';

export const zaiModels = {
  'glm-4.5': {
    contextWindow: 131_072,
    maxTokens: 98_304,
    supportsImages: false,
    supportsPromptCache: true,
    inputPrice: 0.6,
    outputPrice: 2.2,
    cacheWritesPrice: 0,
    cacheReadsPrice: 0.11,
    description: "Zhipu's (Z.ai's) GLM-4.5 model, for reasoning, coding and agent work.",
  },
  'glm-4.5-air': {
    contextWindow: 131_072,
    maxTokens: 98_304,
    supportsImages: false,
    supportsPromptCache: true,
    inputPrice: 0.2,
    outputPrice: 1.1,
    cacheWritesPrice: 0,
    cacheReadsPrice: 0.03,
    description: 'The lighter, cheaper GLM-4.5-Air, which can switch between thinking and direct answers.',
  },
} satisfies Record<string, ModelInfo>;

export type ZaiModelId = keyof typeof zaiModels;
export const zaiDefaultModelId: keyof typeof zaiModels = 'glm-4.5';

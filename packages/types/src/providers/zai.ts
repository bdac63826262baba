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
    description:
      "GLM-4.5 is Zhipu's latest featured model. Its comprehensive capabilities in reasoning, coding, and agent reach the state-of-the-art (SOTA) level among open-source models, with a context length of up to 128k.",
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
    description:
      'GLM-4.5-Air is the lightweight version of GLM-4.5. It balances performance and cost-effectiveness, and can flexibly switch to hybrid thinking models.',
  },
} satisfies Record<string, ModelInfo>;

export type ZaiModelId = keyof typeof zaiModels;
export const zaiDefaultModelId: keyof typeof zaiModels = 'glm-4.5';

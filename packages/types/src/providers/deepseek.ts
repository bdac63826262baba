// DeepSeek: the models Roo Code 3.28.10 lists for this provider, prices in USD per million tokens.
// Figures follow the release exactly; update them only alongside a newer release.
import type {ModelInfo} from './model-info';

export const deepseekModels = {
  'deepseek-chat': {
    contextWindow: 128_000,
    maxTokens: 8192,
    supportsImages: false,
    supportsPromptCache: true,
    inputPrice: 0.56,
    outputPrice: 1.68,
    cacheWritesPrice: 0.56,
    cacheReadsPrice: 0.07,
    description: "DeepSeek-V3, DeepSeek's general chat model, answering without a separate reasoning phase.",
  },
  'deepseek-reasoner': {
    contextWindow: 128_000,
    maxTokens: 65_536,
    supportsImages: false,
    supportsPromptCache: true,
    inputPrice: 0.56,
    outputPrice: 1.68,
    cacheWritesPrice: 0.56,
    cacheReadsPrice: 0.07,
    description:
      'DeepSeek-R1, which writes out a chain of thought before answering; meant for maths, code and reasoning.',
  },
} satisfies Record<string, ModelInfo>;

export type DeepseekModelId = keyof typeof deepseekModels;
export const deepseekDefaultModelId: keyof typeof deepseekModels = 'deepseek-chat';

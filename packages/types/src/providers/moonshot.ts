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
      'Kimi K2 is a state-of-the-art mixture-of-experts (MoE) language model with 32 billion activated parameters and 1 trillion total parameters.',
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
      'Kimi K2 model gets a new version update: Agentic coding: more accurate, better generalization across scaffolds. Frontend coding: improved aesthetics and functionalities on web, 3d, and other tasks. Context length: extended from 128k to 256k, providing better long-horizon support.',
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
      'Kimi K2 Turbo is a high-speed version of the state-of-the-art Kimi K2 mixture-of-experts (MoE) language model, with the same 32 billion activated parameters and 1 trillion total parameters, optimized for output speeds of up to 60 tokens per second, peaking at 100 tokens per second.',
  },
} satisfies Record<string, ModelInfo>;

export type MoonshotModelId = keyof typeof moonshotModels;
export const moonshotDefaultModelId: keyof typeof moonshotModels = 'kimi-k2-0905-preview';

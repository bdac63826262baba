// Qwen Code: the models Roo Code 3.28.10 lists for this provider, prices in USD per million tokens.
// Figures follow the release exactly; update them only alongside a newer release.
import type {ModelInfo} from './model-info';

export const qwenCodeModels = {
  'qwen3-coder-plus': {
    contextWindow: 1_000_000,
    maxTokens: 65_536,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0,
    outputPrice: 0,
    cacheWritesPrice: 0,
    cacheReadsPrice: 0,
    description: "Alibaba's stronger Qwen3 Coder, suited to large codebases.",
  },
  'qwen3-coder-flash': {
    contextWindow: 1_000_000,
    maxTokens: 65_536,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0,
    outputPrice: 0,
    cacheWritesPrice: 0,
    cacheReadsPrice: 0,
    description: "Alibaba's quicker Qwen3 Coder, for when speed matters more than depth.",
  },
} satisfies Record<string, ModelInfo>;

export type QwenCodeModelId = keyof typeof qwenCodeModels;
export const qwenCodeDefaultModelId: keyof typeof qwenCodeModels = 'qwen3-coder-plus';

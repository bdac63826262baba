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
    description: 'Qwen3 Coder Plus - High-performance coding model with 1M context window for large codebases',
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
    description: 'Qwen3 Coder Flash - Fast coding model with 1M context window optimized for speed',
  },
} satisfies Record<string, ModelInfo>;

export type QwenCodeModelId = keyof typeof qwenCodeModels;
export const qwenCodeDefaultModelId: keyof typeof qwenCodeModels = 'qwen3-coder-plus';

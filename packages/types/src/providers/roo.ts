// Roo Code Cloud: the models Roo Code 3.28.10 lists for this provider, prices in USD per million tokens.
// Figures follow the release exactly; update them only alongside a newer release.
import type {ModelInfo} from './model-info';

export const rooModels = {
  'xai/grok-code-fast-1': {
    contextWindow: 262_144,
    maxTokens: 16_384,
    supportsImages: false,
    supportsPromptCache: true,
    inputPrice: 0,
    outputPrice: 0,
    description:
      "xAI's fast reasoning model for agentic coding. On Roo Code Cloud it costs nothing for a limited period; xAI logs those free prompts and completions and uses them to improve the model.",
  },
  'roo/code-supernova-1-million': {
    contextWindow: 1_000_000,
    maxTokens: 30_000,
    supportsImages: true,
    supportsPromptCache: true,
    inputPrice: 0,
    outputPrice: 0,
    description:
      'A stealth (unnamed) agentic coding model that accepts images. On Roo Code Cloud it costs nothing for a limited period; its provider logs those free prompts and completions and uses them to improve the model.',
  },
  'xai/grok-4-fast': {
    contextWindow: 2_000_000,
    maxTokens: 30_000,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0,
    outputPrice: 0,
    description:
      "xAI's Grok 4 Fast, a low-cost Grok 4 variant. xAI logs prompts and completions and uses them to improve the model.",
  },
  'deepseek/deepseek-chat-v3.1': {
    contextWindow: 163_840,
    maxTokens: 16_384,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0,
    outputPrice: 0,
    description:
      'DeepSeek V3.1 (671B parameters, 37B active), a hybrid model that can reason first or answer directly.',
  },
} satisfies Record<string, ModelInfo>;

export type RooModelId = keyof typeof rooModels;
export const rooDefaultModelId: keyof typeof rooModels = 'xai/grok-code-fast-1';

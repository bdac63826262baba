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
      'A reasoning model that is blazing fast and excels at agentic coding, accessible for free through Roo Code Cloud for a limited time. (Note: the free prompts and completions are logged by xAI and used to improve the model.)',
  },
  'roo/code-supernova-1-million': {
    contextWindow: 1_000_000,
    maxTokens: 30_000,
    supportsImages: true,
    supportsPromptCache: true,
    inputPrice: 0,
    outputPrice: 0,
    description:
      'A versatile agentic coding stealth model with a 1M token context window that supports image inputs, accessible for free through Roo Code Cloud for a limited time. (Note: the free prompts and completions are logged by the model provider and used to improve the model.)',
  },
  'xai/grok-4-fast': {
    contextWindow: 2_000_000,
    maxTokens: 30_000,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0,
    outputPrice: 0,
    description:
      "Grok 4 Fast is xAI's latest multimodal model with SOTA cost-efficiency and a 2M token context window. (Note: prompts and completions are logged by xAI and used to improve the model.)",
  },
  'deepseek/deepseek-chat-v3.1': {
    contextWindow: 163_840,
    maxTokens: 16_384,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0,
    outputPrice: 0,
    description:
      'DeepSeek-V3.1 is a large hybrid reasoning model (671B parameters, 37B active). It extends the DeepSeek-V3 base with a two-phase long-context training process, reaching up to 128K tokens, and uses FP8 microscaling for efficient inference.',
  },
} satisfies Record<string, ModelInfo>;

export type RooModelId = keyof typeof rooModels;
export const rooDefaultModelId: keyof typeof rooModels = 'xai/grok-code-fast-1';

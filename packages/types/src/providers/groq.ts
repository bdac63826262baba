// Groq: the models Roo Code 3.28.10 lists for this provider, prices in USD per million tokens.
// Figures follow the release exactly; update them only alongside a newer release.
import type {ModelInfo} from './model-info';

export const groqModels = {
  'llama-3.1-8b-instant': {
    contextWindow: 131_072,
    maxTokens: 8192,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.05,
    outputPrice: 0.08,
    description: 'Meta Llama 3.1 8B Instant model, 128K context.',
  },
  'llama-3.3-70b-versatile': {
    contextWindow: 131_072,
    maxTokens: 8192,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.59,
    outputPrice: 0.79,
    description: 'Meta Llama 3.3 70B Versatile model, 128K context.',
  },
  'meta-llama/llama-4-scout-17b-16e-instruct': {
    contextWindow: 131_072,
    maxTokens: 8192,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.11,
    outputPrice: 0.34,
    description: 'Meta Llama 4 Scout 17B Instruct model, 128K context.',
  },
  'meta-llama/llama-4-maverick-17b-128e-instruct': {
    contextWindow: 131_072,
    maxTokens: 8192,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.2,
    outputPrice: 0.6,
    description: 'Meta Llama 4 Maverick 17B Instruct model, 128K context.',
  },
  'mistral-saba-24b': {
    contextWindow: 32_768,
    maxTokens: 8192,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.79,
    outputPrice: 0.79,
    description: 'Mistral Saba 24B model, 32K context.',
  },
  'qwen-qwq-32b': {
    contextWindow: 131_072,
    maxTokens: 8192,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.29,
    outputPrice: 0.39,
    description: 'Alibaba Qwen QwQ 32B model, 128K context.',
  },
  'qwen/qwen3-32b': {
    contextWindow: 131_072,
    maxTokens: 8192,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.29,
    outputPrice: 0.59,
    description: 'Alibaba Qwen 3 32B model, 128K context.',
  },
  'deepseek-r1-distill-llama-70b': {
    contextWindow: 131_072,
    maxTokens: 8192,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.75,
    outputPrice: 0.99,
    description: 'DeepSeek R1 Distill Llama 70B model, 128K context.',
  },
  'moonshotai/kimi-k2-instruct': {
    contextWindow: 131_072,
    maxTokens: 16_384,
    supportsImages: false,
    supportsPromptCache: true,
    inputPrice: 1,
    outputPrice: 3,
    cacheReadsPrice: 0.5,
    description: 'Moonshot AI Kimi K2 Instruct 1T model, 128K context.',
  },
  'moonshotai/kimi-k2-instruct-0905': {
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
  'openai/gpt-oss-120b': {
    contextWindow: 131_072,
    maxTokens: 32_766,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.15,
    outputPrice: 0.75,
    description:
      "GPT-OSS 120B is OpenAI's flagship open source model, built on a Mixture-of-Experts (MoE) architecture with 20 billion parameters and 128 experts.",
  },
  'openai/gpt-oss-20b': {
    contextWindow: 131_072,
    maxTokens: 32_768,
    supportsImages: false,
    supportsPromptCache: false,
    inputPrice: 0.1,
    outputPrice: 0.5,
    description:
      "GPT-OSS 20B is OpenAI's flagship open source model, built on a Mixture-of-Experts (MoE) architecture with 20 billion parameters and 32 experts.",
  },
} satisfies Record<string, ModelInfo>;

export type GroqModelId = keyof typeof groqModels;
export const groqDefaultModelId: keyof typeof groqModels = 'moonshotai/kimi-k2-instruct-0905';

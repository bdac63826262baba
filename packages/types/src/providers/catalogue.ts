import type {ModelInfo} from './model-info';
import {anthropicDefaultModelId, anthropicModels} from './anthropic';
import {bedrockDefaultModelId, bedrockModels} from './bedrock';
import {cerebrasDefaultModelId, cerebrasModels} from './cerebras';
import {chutesDefaultModelId, chutesModels} from './chutes';
import {claudeCodeDefaultModelId, claudeCodeModels} from './claude-code';
import {deepseekDefaultModelId, deepseekModels} from './deepseek';
import {doubaoDefaultModelId, doubaoModels} from './doubao';
import {featherlessDefaultModelId, featherlessModels} from './featherless';
import {fireworksDefaultModelId, fireworksModels} from './fireworks';
import {geminiDefaultModelId, geminiModels} from './gemini';
import {groqDefaultModelId, groqModels} from './groq';
import {ioIntelligenceDefaultModelId, ioIntelligenceModels} from './io-intelligence';
import {mistralDefaultModelId, mistralModels} from './mistral';
import {moonshotDefaultModelId, moonshotModels} from './moonshot';
import {openaiNativeDefaultModelId, openaiNativeModels} from './openai-native';
import {qwenCodeDefaultModelId, qwenCodeModels} from './qwen-code';
import {rooDefaultModelId, rooModels} from './roo';
import {sambanovaDefaultModelId, sambanovaModels} from './sambanova';
import {vertexDefaultModelId, vertexModels} from './vertex';
import {vscodeLmDefaultModelId, vscodeLmModels} from './vscode-lm';
import {xaiDefaultModelId, xaiModels} from './xai';
import {zaiDefaultModelId, zaiModels} from './zai';
import {zaiChinaDefaultModelId, zaiChinaModels} from './zai-china';
import {documentedVersion} from '../version';

/** One static model list: what the site's model tables render. */
export type CatalogueEntry = {
  /** Name of the provider (or of the provider's line) as readers know it. */
  label: string;
  /** Model a new profile of this provider starts with. */
  defaultModelId: string;
  models: Record<string, ModelInfo>;
};

const entry = <M extends Record<string, ModelInfo>>(label: string, models: M, defaultModelId: keyof M & string) =>
  ({label, defaultModelId, models}) satisfies CatalogueEntry;

/** Roo Code release whose model lists the catalogue copies; tools that quote its figures say which release. */
export const catalogueVersion = documentedVersion;

/**
 * Every static model list of Roo Code 3.28.10, keyed by catalogue id. The ids are provider ids, except
 * that Z.ai has two lines: `zai` (international endpoints) and `zai-china` (mainland endpoints), whose
 * prices differ.
 */
export const modelCatalogue = {
  anthropic: entry('Anthropic', anthropicModels, anthropicDefaultModelId),
  bedrock: entry('Amazon Bedrock', bedrockModels, bedrockDefaultModelId),
  cerebras: entry('Cerebras', cerebrasModels, cerebrasDefaultModelId),
  chutes: entry('Chutes AI', chutesModels, chutesDefaultModelId),
  'claude-code': entry('Claude Code', claudeCodeModels, claudeCodeDefaultModelId),
  deepseek: entry('DeepSeek', deepseekModels, deepseekDefaultModelId),
  doubao: entry('Doubao', doubaoModels, doubaoDefaultModelId),
  featherless: entry('Featherless', featherlessModels, featherlessDefaultModelId),
  fireworks: entry('Fireworks', fireworksModels, fireworksDefaultModelId),
  gemini: entry('Google Gemini', geminiModels, geminiDefaultModelId),
  groq: entry('Groq', groqModels, groqDefaultModelId),
  'io-intelligence': entry('IO Intelligence', ioIntelligenceModels, ioIntelligenceDefaultModelId),
  mistral: entry('Mistral', mistralModels, mistralDefaultModelId),
  moonshot: entry('Moonshot', moonshotModels, moonshotDefaultModelId),
  'openai-native': entry('OpenAI', openaiNativeModels, openaiNativeDefaultModelId),
  'qwen-code': entry('Qwen Code', qwenCodeModels, qwenCodeDefaultModelId),
  roo: entry('Roo Code Cloud', rooModels, rooDefaultModelId),
  sambanova: entry('SambaNova', sambanovaModels, sambanovaDefaultModelId),
  vertex: entry('GCP Vertex AI', vertexModels, vertexDefaultModelId),
  'vscode-lm': entry('VS Code LM API', vscodeLmModels, vscodeLmDefaultModelId),
  xai: entry('xAI (Grok)', xaiModels, xaiDefaultModelId),
  zai: entry('Z.ai (international)', zaiModels, zaiDefaultModelId),
  'zai-china': entry('Z.ai (China mainland)', zaiChinaModels, zaiChinaDefaultModelId),
} satisfies Record<string, CatalogueEntry>;

export type CatalogueId = keyof typeof modelCatalogue;
export const catalogueIds = Object.keys(modelCatalogue) as CatalogueId[];

export function isCatalogueId(value: string): value is CatalogueId {
  return Object.hasOwn(modelCatalogue, value);
}

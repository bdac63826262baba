// The model a profile runs with while its model field is empty, per provider. Each profile names its model in a
// different key, and `apiModelId` means a different default for each provider, so these live beside the shared
// record (provider-settings.ts) rather than in it.
import type {EffectiveDefault, UpstreamLine} from '../effective-default';
import type {ProviderName, ProviderSettings} from '../provider-settings';
import {modelCatalogue} from './catalogue';
import {ioIntelligenceDefaultModelId} from './io-intelligence';
import {
  deepinfraDefaultModelId,
  glamaDefaultModelId,
  litellmDefaultModelId,
  openrouterDefaultModelId,
  requestyDefaultModelId,
  unboundDefaultModelId,
  vercelAiGatewayDefaultModelId,
} from './router-defaults';

/** A model the profile falls back to, or (no value) a model field the panel insists on, with the line that does. */
export type ProviderModelDefault = {key: keyof ProviderSettings} & (
  EffectiveDefault<string> | {value: undefined; source: UpstreamLine; note: string}
);

// The panel and the context bar read the model through this hook; the handlers fall back to the same ids.
const selectedModel = (line: number): UpstreamLine => `webview-ui/src/components/ui/hooks/useSelectedModel.ts:${line}`;

const listed = (catalogue: keyof typeof modelCatalogue, line: number): ProviderModelDefault => ({
  key: 'apiModelId',
  value: modelCatalogue[catalogue].defaultModelId,
  source: selectedModel(line),
});

const fetched = (key: keyof ProviderSettings, value: string, line: number): ProviderModelDefault => ({
  key,
  value,
  source: selectedModel(line),
});

const required = (key: keyof ProviderSettings, line: number, action = 'choose one'): ProviderModelDefault => ({
  key,
  value: undefined,
  source: `webview-ui/src/utils/validate.ts:${line}`,
  note: `none: the panel will not save the profile until you ${action}`,
});

/** Per provider, the model key and what it falls back to; `null` for the two providers with no model setting. */
export const providerModelDefaults = {
  anthropic: listed('anthropic', 364),
  bedrock: listed('bedrock', 192),
  cerebras: listed('cerebras', 307),
  chutes: listed('chutes', 187),
  'claude-code': listed('claude-code', 302),
  deepseek: listed('deepseek', 226),
  doubao: listed('doubao', 231),
  featherless: listed('featherless', 322),
  fireworks: listed('fireworks', 317),
  gemini: listed('gemini', 221),
  // Roo Code 3.28.10 has no Gemini CLI handler: such a profile is served by the Anthropic one (src/api/index.ts:169).
  'gemini-cli': listed('anthropic', 364),
  groq: listed('groq', 172),
  mistral: listed('mistral', 254),
  moonshot: listed('moonshot', 236),
  'openai-native': listed('openai-native', 249),
  'qwen-code': listed('qwen-code', 350),
  // An id that is not in the list falls back as well (useSelectedModel.ts:343-347).
  roo: listed('roo', 345),
  sambanova: listed('sambanova', 312),
  vertex: listed('vertex', 216),
  xai: listed('xai', 167),
  // Both entry-point lines default to the same model (zai-china's list has it too).
  zai: listed('zai', 244),
  openrouter: fetched('openRouterModelId', openrouterDefaultModelId, 131),
  requesty: fetched('requestyModelId', requestyDefaultModelId, 147),
  glama: fetched('glamaModelId', glamaDefaultModelId, 152),
  unbound: fetched('unboundModelId', unboundDefaultModelId, 157),
  litellm: fetched('litellmModelId', litellmDefaultModelId, 162),
  deepinfra: fetched('deepInfraModelId', deepinfraDefaultModelId, 288),
  'io-intelligence': fetched('ioIntelligenceModelId', ioIntelligenceDefaultModelId, 327),
  'vercel-ai-gateway': fetched('vercelAiGatewayModelId', vercelAiGatewayDefaultModelId, 355),
  // The panel will not save these without a model, so the handlers' own fallbacks (the Hugging Face one at
  // src/api/providers/huggingface.ts:53, VS Code's first model at src/api/providers/vscode-lm.ts:92) are never reached
  // from it; the vscode-lm catalogue's default only marks its model table.
  openai: required('openAiModelId', 102),
  ollama: required('ollamaModelId', 107),
  lmstudio: required('lmStudioModelId', 112),
  'vscode-lm': required('vsCodeLmModelSelector', 117),
  huggingface: required('huggingFaceModelId', 125),
  // Neither sends requests to a model of its own choosing: the human relay pastes into a chat you pick, and the fake
  // handler exists for Roo Code's tests.
  'human-relay': null,
  'fake-ai': null,
} satisfies Record<ProviderName, ProviderModelDefault | null>;

/**
 * Fields other than the model that a provider's profile cannot be saved without: they have no fallback at all, and
 * the table says so rather than showing an empty default.
 */
export const providerRequiredFields: Partial<Record<ProviderName, ProviderModelDefault[]>> = {
  openai: [required('openAiBaseUrl', 102, 'fill it in'), required('openAiApiKey', 102, 'fill it in')],
};

/** What a provider's profile fills in where it names nothing (the model, required fields), keyed like the settings. */
export function providerModelDefault(provider: ProviderName): Record<string, EffectiveDefault<unknown>> {
  const entry: ProviderModelDefault | null = providerModelDefaults[provider];
  const entries = [...(entry ? [entry] : []), ...(providerRequiredFields[provider] ?? [])];
  return Object.fromEntries(entries.map(({key, ...effective}) => [key, effective]));
}

// The temperature each provider's handler puts in the request while the profile's `modelTemperature` is unset, read
// from the handlers at 3.28.10. The schema has no default for it and the panel leaves it empty, so the handler's own
// fallback is what the model gets. Many handlers branch on the model, which the notes spell out.
import type {EffectiveDefault, UpstreamLine} from '../effective-default';
import type {ProviderName} from '../provider-settings';

/** A handler's fallback temperature, or (no value) a handler that leaves the temperature out of the request. */
export type ProviderTemperatureDefault = {key: 'modelTemperature'} & (
  EffectiveDefault<number> | {value: undefined; source: UpstreamLine; note: string}
);

const handler = (file: string, line: number): UpstreamLine => `src/api/providers/${file}.ts:${line}`;

const sends = (file: string, line: number, value: number, note?: string): ProviderTemperatureDefault => ({
  key: 'modelTemperature',
  value,
  source: handler(file, line),
  ...(note ? {note} : {}),
});

const notSent = (file: string, line: number, why: string): ProviderTemperatureDefault => ({
  key: 'modelTemperature',
  value: undefined,
  source: handler(file, line),
  note: `not sent: ${why}`,
});

// Handlers that read the temperature from getModelParams get its fallback of 0 unless they pass their own, and a
// model running with a thinking budget is switched to 1.0 there whatever the profile says.
const SHARED_ZERO = 'the shared fallback (src/api/transform/model-params.ts:79)';
const THINKING = '1.0 while a thinking budget is on (src/api/transform/model-params.ts:129)';
const O3_MINI = 'not sent for openai/o3-mini models (src/api/providers/router-provider.ts:72)';

const viaModelParams = (file: string, line: number): ProviderTemperatureDefault =>
  sends(file, line, 0, `${SHARED_ZERO}; ${THINKING}`);

/**
 * Per provider, what the main chat request carries as `temperature` when the profile sets none. Left out: the human
 * relay and the fake handler, which send no request of their own.
 */
export const providerTemperatureDefaults: Partial<Record<ProviderName, ProviderTemperatureDefault>> = {
  anthropic: viaModelParams('anthropic', 267),
  // Served by the Anthropic handler (src/api/index.ts:169), so it falls back the same way.
  'gemini-cli': viaModelParams('anthropic', 267),
  bedrock: sends(
    'bedrock',
    216,
    0.3,
    `the handler also replaces a temperature of 0 with 0.3 (bedrock.ts:215); ${THINKING}`,
  ),
  cerebras: notSent(
    'cerebras',
    141,
    "the handler's fallback of 0 is left out of the request, so Cerebras's default applies",
  ),
  chutes: sends(
    'chutes',
    22,
    0.5,
    'DeepSeek-R1 models get 0.6 (chutes.ts:99); sent by src/api/providers/base-openai-compatible-provider.ts:77',
  ),
  'claude-code': notSent(
    'claude-code',
    35,
    'the Claude Code CLI is started without one, and a custom value is ignored',
  ),
  deepseek: sends('openai', 162, 0, 'deepseek-reasoner gets 0.6 (the DeepSeek handler runs on the OpenAI one)'),
  doubao: sends('openai', 162, 0, 'the Doubao handler runs on the OpenAI one'),
  featherless: sends(
    'featherless',
    22,
    0.5,
    'DeepSeek-R1 models get 0.6 (featherless.ts:99); sent by src/api/providers/base-openai-compatible-provider.ts:77',
  ),
  fireworks: sends('fireworks', 16, 0.5, 'sent by src/api/providers/base-openai-compatible-provider.ts:77'),
  gemini: sends('gemini', 86, 0, 'also with thinking on: this handler does not take the 1.0 of getModelParams'),
  groq: sends('groq', 29, 0.5, 'sent by src/api/providers/base-openai-compatible-provider.ts:77'),
  mistral: sends('mistral', 102, 0),
  moonshot: sends(
    'openai',
    162,
    0,
    "the Moonshot handler runs on the OpenAI one; the 0.6 in Moonshot's types is unused",
  ),
  'openai-native': sends(
    'openai-native',
    272,
    0,
    'for the GPT-4.1 and GPT-4o models; gpt-5-chat-latest gets 1.0 (line 274); not sent for the other GPT-5 models ' +
      '(the default gpt-5-2025-08-07 among them), o-series and codex-mini, which are marked as not accepting one',
  ),
  'qwen-code': sends('qwen-code', 218, 0, 'always: the handler ignores a custom temperature'),
  roo: sends('roo', 33, 0.7, 'sent by src/api/providers/base-openai-compatible-provider.ts:77'),
  sambanova: sends('sambanova', 16, 0.7, 'sent by src/api/providers/base-openai-compatible-provider.ts:77'),
  // The default model is a Gemini one; a claude… model id switches the profile to the Anthropic-on-Vertex handler.
  vertex: sends(
    'gemini',
    86,
    0,
    `Gemini models, the default among them; Claude models also get 0 (src/api/providers/anthropic-vertex.ts:169), ${THINKING}`,
  ),
  xai: sends('xai', 61, 0),
  zai: sends('zai', 29, 0, 'sent by src/api/providers/base-openai-compatible-provider.ts:77'),
  openrouter: sends(
    'openrouter',
    242,
    0,
    `deepseek/deepseek-r1… and perplexity/sonar-reasoning get 0.6; ${THINKING}; not sent for openai/o1-pro ` +
      '(src/api/transform/model-params.ts:168)',
  ),
  requesty: viaModelParams('requesty', 72),
  glama: sends('glama', 67, 0, O3_MINI),
  unbound: sends('unbound', 99, 0, O3_MINI),
  litellm: sends('lite-llm', 136, 0, O3_MINI),
  deepinfra: sends('deepinfra', 78, 0, O3_MINI),
  'io-intelligence': sends(
    'io-intelligence',
    18,
    0.7,
    'sent by src/api/providers/base-openai-compatible-provider.ts:77',
  ),
  'vercel-ai-gateway': sends('vercel-ai-gateway', 59, 0.7, O3_MINI),
  openai: sends(
    'openai',
    162,
    0,
    'model ids with deepseek-reasoner, or R1 format on, get 0.6; not sent with streaming off (openai.ts:227) or ' +
      'for model ids containing o1, o3 or o4 (openai.ts:97)',
  ),
  ollama: sends('native-ollama', 194, 0, 'models whose name contains deepseek-r1 get 0.6'),
  lmstudio: sends('lm-studio', 88, 0),
  'vscode-lm': notSent('vscode-lm', 365, 'the request options carry no temperature, and a custom value is ignored'),
  huggingface: sends('huggingface', 54, 0.7),
};

/** The temperature row of a provider's profile, keyed like the settings; empty for a provider left out above. */
export function providerTemperatureDefault(provider: ProviderName): Record<string, EffectiveDefault<unknown>> {
  const entry = providerTemperatureDefaults[provider];
  if (!entry) return {};
  const {key, ...effective} = entry;
  return {[key]: effective};
}

import {z} from 'zod';

import {codebaseIndexProviderSchema} from './codebase-index';
import {effectiveValues, type EffectiveDefaults, type UpstreamLine} from './effective-default';
import {reasoningEffortWithMinimalSchema, serviceTierSchema, verbosityLevelSchema} from './model';
import {modelInfoSchema} from './providers/model-info';
import {vsCodeLmModelSelectorSchema} from './vscode';

/** Every provider a profile can use, grouped by how Roo Code learns its model list. */
export const dynamicProviders = [
  'openrouter',
  'vercel-ai-gateway',
  'huggingface',
  'litellm',
  'deepinfra',
  'io-intelligence',
  'requesty',
  'unbound',
  'glama',
] as const;
export const localProviders = ['ollama', 'lmstudio'] as const;
export const internalProviders = ['vscode-lm'] as const;
export const customProviders = ['openai'] as const;
export const fauxProviders = ['fake-ai', 'human-relay'] as const;

export const providerNames = [
  ...dynamicProviders,
  ...localProviders,
  ...internalProviders,
  ...customProviders,
  ...fauxProviders,
  'anthropic',
  'bedrock',
  'cerebras',
  'chutes',
  'claude-code',
  'doubao',
  'deepseek',
  'featherless',
  'fireworks',
  'gemini',
  'gemini-cli',
  'groq',
  'mistral',
  'moonshot',
  'openai-native',
  'qwen-code',
  'roo',
  'sambanova',
  'vertex',
  'xai',
  'zai',
] as const;
export const providerNameSchema = z.enum(providerNames);
export type ProviderName = z.infer<typeof providerNameSchema>;

/** The two Moonshot (Kimi) endpoints: international, then mainland China. */
export const moonshotBaseUrls = ['https://api.moonshot.ai/v1', 'https://api.moonshot.cn/v1'] as const;
export const moonshotBaseUrlSchema = z.union([z.literal(moonshotBaseUrls[0]), z.literal(moonshotBaseUrls[1])]);
export type MoonshotBaseUrl = z.infer<typeof moonshotBaseUrlSchema>;

/** Z.ai entry points: coding plan or standard API, international or mainland China. */
export const zaiApiLines = ['international_coding', 'international', 'china_coding', 'china'] as const;
export const zaiApiLineSchema = z.enum(zaiApiLines);
export type ZaiApiLine = z.infer<typeof zaiApiLineSchema>;

/** Label in the Z.ai entrypoint list, endpoint, and whether the line uses the mainland model list. */
export const zaiApiLineConfigs = {
  international_coding: {
    name: 'International Coding Plan',
    baseUrl: 'https://api.z.ai/api/coding/paas/v4',
    isChina: false,
  },
  international: {name: 'International Standard', baseUrl: 'https://api.z.ai/api/paas/v4', isChina: false},
  china_coding: {name: 'China Coding Plan', baseUrl: 'https://open.bigmodel.cn/api/coding/paas/v4', isChina: true},
  china: {name: 'China Standard', baseUrl: 'https://open.bigmodel.cn/api/paas/v4', isChina: true},
} as const satisfies Record<ZaiApiLine, {name: string; baseUrl: string; isChina: boolean}>;

/** How a profile is listed in the profile picker. */
export const providerSettingsEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  apiProvider: providerNameSchema.optional(),
  modelId: z.string().optional(),
});
export type ProviderSettingsEntry = z.infer<typeof providerSettingsEntrySchema>;

const text = (description: string) => z.string().optional().describe(description);
const flag = (description: string) => z.boolean().optional().describe(description);
const apiKey = (service: string) => text(`API key for ${service}`);
const modelId = (service: string) => text(`Model to use from ${service}`);

/** Settings every profile has, whatever its provider. */
export const commonProviderSettingsSchema = z.object({
  includeMaxTokens: flag('Send the max output tokens value with each request'),
  diffEnabled: flag('Let the model edit files with diffs instead of rewriting them whole'),
  todoListEnabled: flag('Offer the update_todo_list tool so the model can track its steps'),
  fuzzyMatchThreshold: z
    .number()
    .optional()
    .describe('How closely a diff search block must match the file (1 means an exact match)'),
  modelTemperature: z.number().nullish().describe('Sampling temperature; unset uses the provider or model default'),
  rateLimitSeconds: z.number().optional().describe('Least time, in seconds, between two requests'),
  consecutiveMistakeLimit: z
    .number()
    .min(0)
    .optional()
    .describe('Failed tool calls in a row before the task stops to ask you; 0 never stops'),
  enableReasoningEffort: flag('Turn on reasoning (thinking) for models that can do it'),
  reasoningEffort: reasoningEffortWithMinimalSchema.optional().describe('How much the model reasons before answering'),
  modelMaxTokens: z.number().optional().describe('Output token cap for models with a thinking budget'),
  modelMaxThinkingTokens: z.number().optional().describe('Thinking budget, in tokens'),
  verbosity: verbosityLevelSchema.optional().describe('How long the answers of models that support it are'),
});

const apiModelId = {apiModelId: text('Model to use, one of the models listed for this provider')};

/** Each provider's own fields, on top of the common settings. */
export const providerFieldSchemas = {
  anthropic: z.object({
    ...apiModelId,
    apiKey: apiKey('Anthropic'),
    anthropicBaseUrl: text('Custom base URL instead of the Anthropic API'),
    anthropicUseAuthToken: flag('Send the key as a bearer token instead of the x-api-key header'),
    anthropicBeta1MContext: flag(
      'Ask for the 1M-token context window of Claude Sonnet 4 and 4.5; Roo Code then prices every request at the 1M-context rates',
    ),
  }),
  'claude-code': z.object({
    ...apiModelId,
    claudeCodePath: text('Path to the claude command-line program, if it is not on your PATH'),
    claudeCodeMaxOutputTokens: z
      .number()
      .int()
      .min(1)
      .max(200_000)
      .optional()
      .describe('Most tokens Claude Code may write in one response'),
  }),
  glama: z.object({
    glamaModelId: modelId('Glama'),
    glamaApiKey: apiKey('Glama'),
  }),
  openrouter: z.object({
    openRouterApiKey: apiKey('OpenRouter'),
    openRouterModelId: modelId('OpenRouter'),
    openRouterBaseUrl: text('Custom base URL instead of the OpenRouter API'),
    openRouterSpecificProvider: text('Upstream provider OpenRouter must route to, instead of its own choice'),
    openRouterUseMiddleOutTransform: flag("Let OpenRouter compress prompts that exceed the model's context"),
  }),
  bedrock: z.object({
    ...apiModelId,
    awsAccessKey: text('AWS access key id'),
    awsSecretKey: text('AWS secret access key'),
    awsSessionToken: text('AWS session token, for temporary credentials'),
    awsRegion: text('AWS region that serves the requests'),
    awsUseCrossRegionInference: flag('Route through a cross-region inference profile'),
    awsUsePromptCache: flag('Use Bedrock prompt caching on models that support it'),
    awsProfile: text('Named profile from your AWS credentials file'),
    awsUseProfile: flag('Authenticate with the named AWS profile instead of keys'),
    awsApiKey: text('Amazon Bedrock API key'),
    awsUseApiKey: flag('Authenticate with a Bedrock API key'),
    awsCustomArn: text('ARN of a custom model, inference profile or prompt router to call instead'),
    awsModelContextWindow: z
      .number()
      .optional()
      .describe('Context window to assume instead of the catalogue or guessed one (not shown in the panel)'),
    awsBedrockEndpointEnabled: flag('Send requests to a custom VPC endpoint'),
    awsBedrockEndpoint: text('URL of the custom VPC endpoint'),
    awsBedrock1MContext: flag(
      'Ask for the 1M-token context window of Claude Sonnet 4 (the only Bedrock model offered it); costs are still estimated at its base price',
    ),
  }),
  vertex: z.object({
    ...apiModelId,
    vertexKeyFile: text('Path to a Google Cloud service-account key file'),
    vertexJsonCredentials: text('Service-account credentials pasted as JSON'),
    vertexProjectId: text('Google Cloud project id'),
    vertexRegion: text('Vertex AI region that serves the requests'),
    enableUrlContext: flag('Let Gemini models read the URLs in your prompt'),
    enableGrounding: flag('Let Gemini models ground answers with Google Search'),
  }),
  openai: z.object({
    openAiBaseUrl: text('Base URL of the OpenAI-compatible API'),
    openAiApiKey: apiKey('the OpenAI-compatible API'),
    openAiLegacyFormat: flag('Send messages in the older OpenAI format'),
    openAiR1FormatEnabled: flag('Format messages for DeepSeek R1 style reasoning models'),
    openAiModelId: text('Model id the endpoint expects'),
    openAiCustomModelInfo: modelInfoSchema
      .nullish()
      .describe('Context window, max output, capabilities and prices you declare for the model'),
    openAiUseAzure: flag('Treat the base URL as an Azure OpenAI deployment'),
    azureApiVersion: text('Azure OpenAI API version to request'),
    openAiStreamingEnabled: flag('Stream responses as they are generated'),
    openAiHostHeader: text('Host header to send (older setting; custom headers replace it)'),
    openAiHeaders: z.record(z.string(), z.string()).optional().describe('Extra HTTP headers sent with every request'),
  }),
  ollama: z.object({
    ollamaModelId: text('Model name as Ollama lists it'),
    ollamaBaseUrl: text('Address of the Ollama server'),
    ollamaApiKey: apiKey('an Ollama server that requires one'),
    ollamaNumCtx: z
      .number()
      .int()
      .min(128)
      .optional()
      .describe(
        'Context size (num_ctx) sent to Ollama; the context bar shows it when smaller, condensing still uses the reported size',
      ),
  }),
  'vscode-lm': z.object({
    vsCodeLmModelSelector: vsCodeLmModelSelectorSchema
      .optional()
      .describe('Which VS Code language model to use (vendor, family, version, id)'),
  }),
  lmstudio: z.object({
    lmStudioModelId: text('Model key as LM Studio lists it'),
    lmStudioBaseUrl: text('Address of the LM Studio server'),
    lmStudioDraftModelId: text('Smaller draft model for speculative decoding'),
    lmStudioSpeculativeDecodingEnabled: flag('Use speculative decoding with the draft model'),
  }),
  gemini: z.object({
    ...apiModelId,
    geminiApiKey: apiKey('Google Gemini'),
    googleGeminiBaseUrl: text('Custom base URL instead of the Gemini API'),
    enableUrlContext: flag('Let the model read the URLs in your prompt'),
    enableGrounding: flag('Let the model ground answers with Google Search'),
  }),
  'gemini-cli': z.object({
    ...apiModelId,
    geminiCliOAuthPath: text('Path to the OAuth credentials file written by the Gemini CLI'),
    geminiCliProjectId: text('Google Cloud project id, for accounts that need one'),
  }),
  'openai-native': z.object({
    ...apiModelId,
    openAiNativeApiKey: apiKey('OpenAI'),
    openAiNativeBaseUrl: text('Custom base URL instead of the OpenAI API'),
    openAiNativeServiceTier: serviceTierSchema
      .optional()
      .describe('Service tier for models that offer flex or priority processing'),
  }),
  mistral: z.object({
    ...apiModelId,
    mistralApiKey: apiKey('Mistral'),
    mistralCodestralUrl: text('Base URL used for Codestral models'),
  }),
  deepseek: z.object({
    ...apiModelId,
    deepSeekBaseUrl: text('Custom base URL instead of the DeepSeek API'),
    deepSeekApiKey: apiKey('DeepSeek'),
  }),
  deepinfra: z.object({
    ...apiModelId,
    deepInfraBaseUrl: text('Custom base URL instead of the DeepInfra API'),
    deepInfraApiKey: apiKey('DeepInfra'),
    deepInfraModelId: modelId('DeepInfra'),
  }),
  doubao: z.object({
    ...apiModelId,
    doubaoBaseUrl: text('Custom base URL instead of the Doubao (Volcano Engine) API'),
    doubaoApiKey: apiKey('Doubao'),
  }),
  moonshot: z.object({
    ...apiModelId,
    moonshotBaseUrl: moonshotBaseUrlSchema.optional().describe('Moonshot endpoint: international or mainland China'),
    moonshotApiKey: apiKey('Moonshot'),
  }),
  unbound: z.object({
    unboundApiKey: apiKey('Unbound'),
    unboundModelId: modelId('Unbound'),
  }),
  requesty: z.object({
    requestyBaseUrl: text('Custom base URL instead of the Requesty router'),
    requestyApiKey: apiKey('Requesty'),
    requestyModelId: modelId('Requesty'),
  }),
  'human-relay': z.object({}),
  'fake-ai': z.object({
    fakeAi: z.unknown().optional().describe('Stand-in handler used by automated tests'),
  }),
  xai: z.object({...apiModelId, xaiApiKey: apiKey('xAI')}),
  groq: z.object({...apiModelId, groqApiKey: apiKey('Groq')}),
  huggingface: z.object({
    huggingFaceApiKey: text('Hugging Face access token'),
    huggingFaceModelId: modelId('Hugging Face'),
    huggingFaceInferenceProvider: text(
      'Inference provider picked in the panel; the requests never carry it, so Hugging Face routes them itself',
    ),
  }),
  chutes: z.object({...apiModelId, chutesApiKey: apiKey('Chutes AI')}),
  litellm: z.object({
    litellmBaseUrl: text('Address of the LiteLLM proxy'),
    litellmApiKey: apiKey('the LiteLLM proxy'),
    litellmModelId: modelId('the LiteLLM proxy'),
    litellmUsePromptCache: flag('Use prompt caching on models that support it'),
  }),
  cerebras: z.object({...apiModelId, cerebrasApiKey: apiKey('Cerebras')}),
  sambanova: z.object({...apiModelId, sambaNovaApiKey: apiKey('SambaNova')}),
  zai: z.object({
    ...apiModelId,
    zaiApiKey: apiKey('Z.ai'),
    zaiApiLine: zaiApiLineSchema
      .optional()
      .describe('Z.ai entry point: coding plan or standard API, international or China'),
  }),
  fireworks: z.object({...apiModelId, fireworksApiKey: apiKey('Fireworks')}),
  featherless: z.object({...apiModelId, featherlessApiKey: apiKey('Featherless')}),
  'io-intelligence': z.object({
    ...apiModelId,
    ioIntelligenceModelId: modelId('IO Intelligence'),
    ioIntelligenceApiKey: apiKey('IO Intelligence'),
  }),
  'qwen-code': z.object({
    ...apiModelId,
    qwenCodeOauthPath: text('Path to the OAuth credentials file written by the Qwen Code CLI'),
  }),
  // Roo Code Cloud signs in with your cloud account, so the profile holds no key.
  roo: z.object({...apiModelId}),
  'vercel-ai-gateway': z.object({
    vercelAiGatewayApiKey: apiKey('Vercel AI Gateway'),
    vercelAiGatewayModelId: modelId('Vercel AI Gateway'),
  }),
} satisfies Record<ProviderName, z.AnyZodObject>;

const variants = providerNames.map((provider) =>
  commonProviderSettingsSchema.merge(providerFieldSchemas[provider]).extend({apiProvider: z.literal(provider)}),
);

type Option = z.ZodDiscriminatedUnionOption<'apiProvider'>;

/**
 * A profile checked against its own provider's fields only (a profile without a provider is allowed).
 * Built from the list of providers, so its static type is loose; `ProviderSettings` is the precise type.
 */
export const providerSettingsSchemaDiscriminated = z.discriminatedUnion('apiProvider', [
  ...variants,
  z.object({apiProvider: z.undefined()}),
] as unknown as [Option, ...Option[]]);

const allProviderFields = Object.values(providerFieldSchemas).reduce<z.ZodRawShape>(
  (shape, schema) => ({...shape, ...schema.shape}),
  {},
) as UnionToIntersection<(typeof providerFieldSchemas)[ProviderName]['shape']>;

type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;

/** A stored profile: the provider, the common settings, every provider's fields, and the embedder keys. */
export const providerSettingsSchema = z.object({
  apiProvider: providerNameSchema.optional().describe('Provider the profile sends requests to'),
  ...commonProviderSettingsSchema.shape,
  ...allProviderFields,
  ...codebaseIndexProviderSchema.shape,
});
export type ProviderSettings = z.infer<typeof providerSettingsSchema>;

export const providerSettingsWithIdSchema = providerSettingsSchema.extend({id: z.string().optional()});
export type ProviderSettingsWithId = z.infer<typeof providerSettingsWithIdSchema>;

/** Settings kept in VS Code's secret storage rather than in plain settings. */
export const secretProviderSettingKeys = [
  'apiKey',
  'glamaApiKey',
  'openRouterApiKey',
  'awsAccessKey',
  'awsApiKey',
  'awsSecretKey',
  'awsSessionToken',
  'openAiApiKey',
  'ollamaApiKey',
  'geminiApiKey',
  'openAiNativeApiKey',
  'cerebrasApiKey',
  'deepSeekApiKey',
  'doubaoApiKey',
  'moonshotApiKey',
  'mistralApiKey',
  'unboundApiKey',
  'requestyApiKey',
  'xaiApiKey',
  'groqApiKey',
  'chutesApiKey',
  'litellmApiKey',
  'deepInfraApiKey',
  'codeIndexOpenAiKey',
  'codeIndexQdrantApiKey',
  'codebaseIndexOpenAiCompatibleApiKey',
  'codebaseIndexGeminiApiKey',
  'codebaseIndexMistralApiKey',
  'codebaseIndexVercelAiGatewayApiKey',
  'huggingFaceApiKey',
  'sambaNovaApiKey',
  'zaiApiKey',
  'fireworksApiKey',
  'featherlessApiKey',
  'ioIntelligenceApiKey',
  'vercelAiGatewayApiKey',
] as const satisfies readonly (keyof ProviderSettings)[];

/** Secret settings that belong to the global settings. */
export const secretGlobalSettingKeys = ['openRouterImageApiKey'] as const;

export function isSecretSettingKey(key: string): boolean {
  return (
    (secretProviderSettingKeys as readonly string[]).includes(key) ||
    (secretGlobalSettingKeys as readonly string[]).includes(key)
  );
}

const panel = (file: string, line: number): UpstreamLine => `webview-ui/src/components/settings/${file}.tsx:${line}`;

/** What a profile setting is when it was never set, and the bounds the panel enforces on it. */
export const providerSettingsEffectiveDefaults = {
  consecutiveMistakeLimit: {
    value: 3,
    source: 'src/core/task/Task.ts:360',
    min: 0,
    max: 10,
    boundsSource: panel('ConsecutiveMistakeLimitControl', 29),
  },
  rateLimitSeconds: {
    value: 0,
    source: 'src/core/task/Task.ts:2548',
    min: 0,
    max: 60,
    boundsSource: panel('RateLimitSecondsControl', 26),
  },
  diffEnabled: {value: true, source: panel('DiffSettingsControl', 13)},
  fuzzyMatchThreshold: {
    value: 1,
    source: panel('DiffSettingsControl', 14),
    min: 0.8,
    max: 1,
    boundsSource: panel('DiffSettingsControl', 52),
  },
  todoListEnabled: {value: true, source: 'src/core/task/Task.ts:2424'},
  // Endpoints a handler uses when the profile names none.
  openRouterBaseUrl: {value: 'https://openrouter.ai/api/v1', source: 'src/api/providers/openrouter.ts:95'},
  openAiR1FormatEnabled: {value: false, source: 'src/api/providers/openai.ts:91'},
  openAiLegacyFormat: {value: false, source: 'src/api/providers/openai.ts:92'},
  ollamaBaseUrl: {value: 'http://localhost:11434', source: 'src/api/providers/native-ollama.ts:149'},
  lmStudioBaseUrl: {value: 'http://localhost:1234', source: 'src/api/providers/lm-studio.ts:33'},
  // The OpenAI client gets no base URL and uses its own; only the fallback stream (:466) adds /v1 to a bare host.
  openAiNativeBaseUrl: {
    value: 'https://api.openai.com/v1',
    source: 'src/api/providers/openai-native.ts:65',
    note: "the OpenAI client's default, also the field's placeholder",
  },
  anthropicBaseUrl: {
    value: 'https://api.anthropic.com',
    source: 'src/api/providers/anthropic.ts:34',
    note: "the Anthropic client's default, also the field's placeholder",
  },
  googleGeminiBaseUrl: {
    value: 'https://generativelanguage.googleapis.com',
    source: 'src/api/providers/gemini.ts:83',
    note: "the Google Gen AI client's default, also the field's placeholder",
  },
  requestyBaseUrl: {value: 'https://router.requesty.ai/v1', source: 'src/shared/utils/requesty.ts:1'},
  mistralCodestralUrl: {value: 'https://codestral.mistral.ai', source: 'src/api/providers/mistral.ts:39'},
  deepSeekBaseUrl: {value: 'https://api.deepseek.com', source: 'src/api/providers/deepseek.ts:16'},
  deepInfraBaseUrl: {value: 'https://api.deepinfra.com/v1/openai', source: 'src/api/providers/deepinfra.ts:28'},
  doubaoBaseUrl: {value: 'https://ark.cn-beijing.volces.com/api/v3', source: 'src/api/providers/doubao.ts:58'},
  litellmBaseUrl: {value: 'http://localhost:4000', source: 'src/api/providers/lite-llm.ts:27'},
  openAiStreamingEnabled: {value: true, source: 'src/api/providers/openai.ts:102'},
  openRouterUseMiddleOutTransform: {value: true, source: 'src/api/providers/openrouter.ts:142'},
  azureApiVersion: {value: '2024-08-01-preview', source: 'src/api/providers/openai.ts:69'},
  moonshotBaseUrl: {value: 'https://api.moonshot.ai/v1', source: 'src/api/providers/moonshot.ts:17'},
  zaiApiLine: {value: 'international_coding', source: 'src/api/providers/zai.ts:25'},
  huggingFaceInferenceProvider: {value: 'auto', source: panel('providers/HuggingFace', 49)},
  claudeCodeMaxOutputTokens: {
    value: 16_000,
    source: 'src/integrations/claude-code/run.ts:192',
    min: 8000,
    max: 64_000,
    boundsSource: panel('providers/ClaudeCode', 48),
    note: 'the slider shows 8,000 until you move it; until then the CLI gets CLAUDE_CODE_MAX_OUTPUT_TOKENS from your environment if set, else 16,000',
  },
} satisfies EffectiveDefaults<ProviderSettings>;

/** What a profile setting falls back to when it is unset: the values of the record above. */
export const providerSettingsDefaults = effectiveValues(providerSettingsEffectiveDefaults);

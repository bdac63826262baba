import {describe, expect, it} from 'vitest';

import {codebaseIndexConfigDefaults, codebaseIndexConfigSchema, embedderProviders} from './codebase-index';
import {globalSettingsDefaults, globalSettingsSchema} from './global-settings';
import {reasoningEffortSchema, serviceTierSchema, verbosityLevelSchema} from './model';
import {
  commonProviderSettingsSchema,
  moonshotBaseUrlSchema,
  providerFieldSchemas,
  providerNames,
  providerSettingsDefaults,
  providerSettingsEntrySchema,
  providerSettingsSchema,
  providerSettingsSchemaDiscriminated,
  secretProviderSettingKeys,
  zaiApiLineSchema,
} from './provider-settings';
import {issues} from './test-support/issues';

describe('codebaseIndexConfigSchema', () => {
  const config = {
    codebaseIndexEnabled: true,
    codebaseIndexQdrantUrl: 'http://localhost:6333',
    codebaseIndexEmbedderProvider: 'ollama',
    codebaseIndexEmbedderBaseUrl: 'http://localhost:11434',
    codebaseIndexEmbedderModelId: 'nomic-embed-text',
    codebaseIndexEmbedderModelDimension: 768,
    codebaseIndexSearchMinScore: 0.4,
    codebaseIndexSearchMaxResults: 50,
  };

  it('round-trips a realistic configuration', () => {
    expect(codebaseIndexConfigSchema.parse(config)).toEqual(config);
  });

  it.each([0, 0.55, 1])('accepts a min score of %s', (score) => {
    expect(issues(codebaseIndexConfigSchema, {codebaseIndexSearchMinScore: score})).toEqual([]);
  });

  it('rejects a min score below 0 or above 1', () => {
    expect(issues(codebaseIndexConfigSchema, {codebaseIndexSearchMinScore: -0.1})).toEqual([
      'codebaseIndexSearchMinScore: Number must be greater than or equal to 0',
    ]);
    expect(issues(codebaseIndexConfigSchema, {codebaseIndexSearchMinScore: 1.5})).toEqual([
      'codebaseIndexSearchMinScore: Number must be less than or equal to 1',
    ]);
  });

  it.each([10, 200])('accepts %i max results', (count) => {
    expect(issues(codebaseIndexConfigSchema, {codebaseIndexSearchMaxResults: count})).toEqual([]);
  });

  it('rejects fewer than 10 or more than 200 max results', () => {
    expect(issues(codebaseIndexConfigSchema, {codebaseIndexSearchMaxResults: 5})).toEqual([
      'codebaseIndexSearchMaxResults: Number must be greater than or equal to 10',
    ]);
    expect(issues(codebaseIndexConfigSchema, {codebaseIndexSearchMaxResults: 500})).toEqual([
      'codebaseIndexSearchMaxResults: Number must be less than or equal to 200',
    ]);
  });

  it('lists the six embedder providers and rejects others', () => {
    expect(embedderProviders).toEqual([
      'openai',
      'ollama',
      'openai-compatible',
      'gemini',
      'mistral',
      'vercel-ai-gateway',
    ]);
    expect(issues(codebaseIndexConfigSchema, {codebaseIndexEmbedderProvider: 'cohere'})).toEqual([
      "codebaseIndexEmbedderProvider: Invalid enum value. Expected 'openai' | 'ollama' | 'openai-compatible' | 'gemini' | 'mistral' | 'vercel-ai-gateway', received 'cohere'",
    ]);
  });

  it('has defaults that pass the schema', () => {
    expect(codebaseIndexConfigSchema.parse(codebaseIndexConfigDefaults)).toEqual(codebaseIndexConfigDefaults);
  });
});

describe('commonProviderSettingsSchema', () => {
  it.each([0, 3, 10])('accepts a consecutive mistake limit of %i', (limit) => {
    expect(issues(commonProviderSettingsSchema, {consecutiveMistakeLimit: limit})).toEqual([]);
  });

  it('rejects a negative consecutive mistake limit', () => {
    expect(issues(commonProviderSettingsSchema, {consecutiveMistakeLimit: -1})).toEqual([
      'consecutiveMistakeLimit: Number must be greater than or equal to 0',
    ]);
  });

  it('accepts minimal as a reasoning effort but nothing else beyond the three levels', () => {
    expect(issues(commonProviderSettingsSchema, {reasoningEffort: 'minimal'})).toEqual([]);
    expect(issues(commonProviderSettingsSchema, {reasoningEffort: 'max'})).toEqual(['reasoningEffort: Invalid input']);
  });

  it('allows a null temperature (use the model default)', () => {
    expect(issues(commonProviderSettingsSchema, {modelTemperature: null})).toEqual([]);
  });
});

describe('claude-code max output tokens', () => {
  const claudeCode = providerFieldSchemas['claude-code'];

  it.each([1, 16_000, 200_000])('accepts %i', (tokens) => {
    expect(issues(claudeCode, {claudeCodeMaxOutputTokens: tokens})).toEqual([]);
  });

  it('rejects 0, more than 200000, and fractions', () => {
    expect(issues(claudeCode, {claudeCodeMaxOutputTokens: 0})).toEqual([
      'claudeCodeMaxOutputTokens: Number must be greater than or equal to 1',
    ]);
    expect(issues(claudeCode, {claudeCodeMaxOutputTokens: 200_001})).toEqual([
      'claudeCodeMaxOutputTokens: Number must be less than or equal to 200000',
    ]);
    expect(issues(claudeCode, {claudeCodeMaxOutputTokens: 1.5})).toEqual([
      'claudeCodeMaxOutputTokens: Expected integer, received float',
    ]);
  });
});

describe('enumerations', () => {
  it('accepts the two Moonshot endpoints and rejects any other with "Invalid input"', () => {
    expect(issues(moonshotBaseUrlSchema, 'https://api.moonshot.ai/v1')).toEqual([]);
    expect(issues(moonshotBaseUrlSchema, 'https://api.moonshot.cn/v1')).toEqual([]);
    expect(issues(moonshotBaseUrlSchema, 'https://api.moonshot.com/v1')).toEqual([': Invalid input']);
  });

  it('accepts the four Z.ai lines', () => {
    for (const line of ['international_coding', 'international', 'china_coding', 'china']) {
      expect(issues(zaiApiLineSchema, line)).toEqual([]);
    }
    expect(issues(zaiApiLineSchema, 'europe')).toEqual([
      ": Invalid enum value. Expected 'international_coding' | 'international' | 'china_coding' | 'china', received 'europe'",
    ]);
  });

  it('accepts low, medium and high reasoning effort', () => {
    for (const level of ['low', 'medium', 'high']) expect(issues(reasoningEffortSchema, level)).toEqual([]);
    expect(issues(reasoningEffortSchema, 'minimal')).toEqual([
      ": Invalid enum value. Expected 'low' | 'medium' | 'high', received 'minimal'",
    ]);
  });

  it('accepts the default, flex and priority service tiers', () => {
    for (const tier of ['default', 'flex', 'priority']) expect(issues(serviceTierSchema, tier)).toEqual([]);
    expect(issues(serviceTierSchema, 'batch')).toEqual([
      ": Invalid enum value. Expected 'default' | 'flex' | 'priority', received 'batch'",
    ]);
  });

  it('accepts low, medium and high verbosity', () => {
    for (const level of ['low', 'medium', 'high']) expect(issues(verbosityLevelSchema, level)).toEqual([]);
    expect(issues(verbosityLevelSchema, 'terse')).toEqual([
      ": Invalid enum value. Expected 'low' | 'medium' | 'high', received 'terse'",
    ]);
  });

  it('lists the 36 provider ids', () => {
    expect(providerNames).toHaveLength(36);
    expect([...providerNames].sort()).toEqual([
      'anthropic',
      'bedrock',
      'cerebras',
      'chutes',
      'claude-code',
      'deepinfra',
      'deepseek',
      'doubao',
      'fake-ai',
      'featherless',
      'fireworks',
      'gemini',
      'gemini-cli',
      'glama',
      'groq',
      'huggingface',
      'human-relay',
      'io-intelligence',
      'litellm',
      'lmstudio',
      'mistral',
      'moonshot',
      'ollama',
      'openai',
      'openai-native',
      'openrouter',
      'qwen-code',
      'requesty',
      'roo',
      'sambanova',
      'unbound',
      'vercel-ai-gateway',
      'vertex',
      'vscode-lm',
      'xai',
      'zai',
    ]);
  });
});

describe('providerSettingsSchema', () => {
  const bedrockProfile = {
    apiProvider: 'bedrock',
    apiModelId: 'anthropic.claude-sonnet-4-20250514-v1:0',
    awsRegion: 'us-east-1',
    awsUseProfile: true,
    awsProfile: 'work',
    awsUseCrossRegionInference: true,
    awsUsePromptCache: true,
    consecutiveMistakeLimit: 3,
    enableReasoningEffort: true,
    modelMaxTokens: 16_384,
    modelMaxThinkingTokens: 8192,
  };

  it('round-trips a Bedrock profile, in the flat and the per-provider schema', () => {
    expect(providerSettingsSchema.parse(bedrockProfile)).toEqual(bedrockProfile);
    expect(providerSettingsSchemaDiscriminated.parse(bedrockProfile)).toEqual(bedrockProfile);
  });

  it('round-trips an OpenAI-compatible profile with Azure and custom headers', () => {
    const profile = {
      apiProvider: 'openai',
      openAiBaseUrl: 'https://example.openai.azure.com',
      openAiModelId: 'gpt-4o',
      openAiUseAzure: true,
      azureApiVersion: '2024-08-01-preview',
      openAiHeaders: {'X-Team': 'docs'},
      openAiCustomModelInfo: {contextWindow: 128_000, maxTokens: 4096, supportsPromptCache: false},
    };
    expect(providerSettingsSchemaDiscriminated.parse(profile)).toEqual(profile);
  });

  it('round-trips a Z.ai, a Vertex and a Qwen Code profile', () => {
    for (const profile of [
      {apiProvider: 'zai', zaiApiLine: 'china_coding', zaiApiKey: 'k', apiModelId: 'glm-4.5'},
      {apiProvider: 'vertex', vertexProjectId: 'my-project', vertexRegion: 'us-east5'},
      {apiProvider: 'qwen-code', qwenCodeOauthPath: '~/.qwen/oauth_creds.json'},
      {apiProvider: 'gemini-cli', geminiCliOAuthPath: '~/.gemini/oauth_creds.json'},
    ]) {
      expect(providerSettingsSchemaDiscriminated.parse(profile)).toEqual(profile);
    }
  });

  it('drops fields that belong to another provider in the per-provider schema', () => {
    expect(providerSettingsSchemaDiscriminated.parse({apiProvider: 'xai', awsRegion: 'us-east-1'})).toEqual({
      apiProvider: 'xai',
    });
  });

  it('rejects an unknown provider id', () => {
    expect(issues(providerSettingsSchema, {apiProvider: 'openai-compatible'})[0]).toMatch(
      /^apiProvider: Invalid enum value\. Expected 'openrouter' \| 'vercel-ai-gateway' .* received 'openai-compatible'$/,
    );
  });

  it('round-trips a profile entry', () => {
    const entry = {
      id: 'a1b2',
      name: 'Work Bedrock',
      apiProvider: 'bedrock',
      modelId: 'anthropic.claude-sonnet-4-20250514-v1:0',
    };
    expect(providerSettingsEntrySchema.parse(entry)).toEqual(entry);
  });

  it('has a field schema for every provider and secret keys that exist', () => {
    expect(Object.keys(providerFieldSchemas).sort()).toEqual([...providerNames].sort());
    for (const key of secretProviderSettingKeys) expect(Object.keys(providerSettingsSchema.shape)).toContain(key);
  });

  it('has defaults that pass the schema', () => {
    expect(providerSettingsSchema.parse(providerSettingsDefaults)).toEqual(providerSettingsDefaults);
  });
});

describe('globalSettingsSchema', () => {
  it.each([0, 1000])('accepts a write delay of %i ms', (ms) => {
    expect(issues(globalSettingsSchema, {writeDelayMs: ms})).toEqual([]);
  });

  it('rejects a negative write delay', () => {
    expect(issues(globalSettingsSchema, {writeDelayMs: -5})).toEqual([
      'writeDelayMs: Number must be greater than or equal to 0',
    ]);
  });

  it('accepts null spending and request limits (no limit)', () => {
    expect(issues(globalSettingsSchema, {allowedMaxRequests: null, allowedMaxCost: null})).toEqual([]);
  });

  it('rejects a number where a flag belongs', () => {
    expect(issues(globalSettingsSchema, {alwaysAllowReadOnly: 1})).toEqual([
      'alwaysAllowReadOnly: Expected boolean, received number',
    ]);
  });

  it('round-trips realistic settings', () => {
    const settings = {
      ...globalSettingsDefaults,
      currentApiConfigName: 'work',
      pinnedApiConfigs: {work: true},
      allowedCommands: ['npm test', 'git status'],
      allowedMaxRequests: 50,
      allowedMaxCost: 2.5,
      remoteBrowserHost: 'http://localhost:9222',
      experiments: {preventFocusDisruption: true},
      codebaseIndexConfig: {codebaseIndexEnabled: false},
      language: 'pt-BR',
      modeApiConfigs: {architect: 'p1'},
      customModes: [
        {slug: 'docs', name: 'Docs', roleDefinition: 'You write docs.', groups: ['read'], source: 'global'},
      ],
      profileThresholds: {p1: 80},
    };
    expect(globalSettingsSchema.parse(settings)).toEqual(settings);
  });

  it('rejects an unsupported interface language', () => {
    expect(issues(globalSettingsSchema, {language: 'sv'})[0]).toMatch(
      /^language: Invalid enum value\. Expected 'ca' \| 'de'/,
    );
  });
});

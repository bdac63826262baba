import {describe, expect, it} from 'vitest';

import {enumRegistry, getEnumValues} from './schema-enums';

describe('getEnumValues', () => {
  it.each([
    ['reasoningEffort', ['low', 'medium', 'high']],
    ['serviceTier', ['default', 'flex', 'priority']],
    ['verbosity', ['low', 'medium', 'high']],
    ['zaiApiLine', ['international_coding', 'international', 'china_coding', 'china']],
    ['moonshotBaseUrl', ['https://api.moonshot.ai/v1', 'https://api.moonshot.cn/v1']],
    ['embedderProvider', ['openai', 'ollama', 'openai-compatible', 'gemini', 'mistral', 'vercel-ai-gateway']],
    ['toolGroup', ['read', 'edit', 'browser', 'command', 'mcp', 'modes']],
    ['todoStatus', ['pending', 'in_progress', 'completed']],
    ['telemetrySetting', ['unset', 'enabled', 'disabled']],
  ])('lists the values of %s', (name, values) => {
    expect(getEnumValues(name)).toEqual(values);
  });

  it('lists 36 provider ids, 21 tool names and 18 languages', () => {
    expect(getEnumValues('providerName')).toHaveLength(36);
    expect(getEnumValues('toolName')).toHaveLength(21);
    expect(getEnumValues('language')).toHaveLength(18);
  });

  it('offers exactly the names the pages use', () => {
    expect(Object.keys(enumRegistry).sort()).toEqual([
      'embedderProvider',
      'language',
      'moonshotBaseUrl',
      'providerName',
      'reasoningEffort',
      'serviceTier',
      'telemetrySetting',
      'todoStatus',
      'toolGroup',
      'toolName',
      'verbosity',
      'zaiApiLine',
    ]);
  });

  it('throws on an unknown name', () => {
    expect(() => getEnumValues('reasoningEfort')).toThrow('EnumValues: unknown name "reasoningEfort"');
  });
});

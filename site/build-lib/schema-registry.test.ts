import {describe, expect, it} from 'vitest';

import {effectiveDefaultRecords} from '@roo-code-docs/types';

import {formatValue} from '../src/lib/schema-format';
import {providerSettingsRows, settingsRows, settingsSchemas} from './schema-registry';
import {describeEnforcedBounds} from './schema-settings';

const one = (schema: string, key: string) => settingsRows(schema, [key])[0];

describe('settingsRows', () => {
  it('registers the schemas the pages name', () => {
    expect(Object.keys(settingsSchemas)).toEqual([
      'globalSettings',
      'providerSettings',
      'codebaseIndexConfig',
      'organizationSettings',
      'modeConfig',
      'marketplaceItem',
    ]);
  });

  it('shows writeDelayMs with its default of 1000 and the range of its slider', () => {
    expect(one('globalSettings', 'writeDelayMs')).toMatchObject({
      type: 'number',
      default: '1000',
      bounds: '0 to 5000',
    });
  });

  it.each(
    Object.entries(effectiveDefaultRecords).flatMap(([schema, record]) =>
      Object.entries(record).map(([key, entry]) => [`${schema}.${key}`, schema, key, entry] as const),
    ),
  )('shows the effective default of %s, its enforced bounds and its note', (_label, schema, key, entry) => {
    const shown = one(schema, key);
    expect(shown.default).toBe(formatValue(entry.value));
    if (describeEnforcedBounds(entry)) expect(shown.bounds).toBe(describeEnforcedBounds(entry));
    expect(shown.defaultNote).toBe(entry.note);
  });

  it('fills in what the product uses where the schema has nothing: 1536, 0.4, the clamp at 5', () => {
    expect(one('codebaseIndexConfig', 'codebaseIndexEmbedderModelDimension').default).toBe('1536');
    expect(one('codebaseIndexConfig', 'codebaseIndexSearchMinScore')).toMatchObject({default: '0.4', bounds: '0 to 1'});
    expect(one('globalSettings', 'requestDelaySeconds')).toMatchObject({
      default: '10',
      bounds: '5 to 100',
      defaultNote: 'a stored value below 5 is read as 5',
    });
  });

  it("shows the organization flags as the extension reads them, beside the schema's default", () => {
    expect(one('organizationSettings', 'cloudSettings.recordTaskMessages')).toMatchObject({
      default: 'false',
      schemaDefault: 'true',
    });
    expect(one('organizationSettings', 'cloudSettings.taskShareExpirationDays')).toMatchObject({default: '30'});
    expect(one('organizationSettings', 'cloudSettings.taskShareExpirationDays').schemaDefault).toBeUndefined();
  });

  it("shows the Claude Code max output the requests use, not the slider's resting position", () => {
    const row = providerSettingsRows('claude-code').find((r) => r.key === 'claudeCodeMaxOutputTokens');
    expect(row).toMatchObject({default: '16,000', bounds: '8000 to 64,000'});
  });

  it('shows the command timeout range of the VS Code setting', () => {
    expect(one('globalSettings', 'commandExecutionTimeout')).toMatchObject({default: '0', bounds: '0 to 600'});
  });

  it('shows the default allowed commands', () => {
    expect(one('globalSettings', 'allowedCommands').default).toBe('["git log","git diff","git show"]');
  });

  it('shows consecutiveMistakeLimit with default 3 and the range of its slider', () => {
    expect(one('providerSettings', 'consecutiveMistakeLimit')).toMatchObject({default: '3', bounds: '0 to 10'});
  });

  it('shows diff editing on by default with an exact-match fuzzy threshold of 1', () => {
    expect(one('providerSettings', 'diffEnabled').default).toBe('true');
    expect(one('providerSettings', 'fuzzyMatchThreshold').default).toBe('1');
  });

  it('lists the reasoning effort values a profile accepts, minimal included', () => {
    expect(one('providerSettings', 'reasoningEffort').allowed).toEqual(['low', 'medium', 'high', 'minimal']);
  });

  it('marks API keys as secret', () => {
    expect(one('providerSettings', 'openRouterApiKey').secret).toBe(true);
    expect(one('providerSettings', 'openRouterBaseUrl').secret).toBe(false);
  });

  it('shows the codebase search bounds', () => {
    expect(one('codebaseIndexConfig', 'codebaseIndexSearchMinScore').bounds).toBe('0 to 1');
    expect(one('codebaseIndexConfig', 'codebaseIndexSearchMaxResults')).toMatchObject({
      bounds: '10 to 200',
      default: '50',
    });
  });

  it('reaches nested organization settings with their defaults', () => {
    expect(one('organizationSettings', 'cloudSettings.taskShareExpirationDays')).toMatchObject({
      type: 'integer',
      bounds: 'greater than 0',
      default: '30',
    });
    expect(one('organizationSettings', 'defaultSettings.maxReadFileLine').bounds).toBe('at least -1');
  });

  it('shows the mode slug rule and the group list', () => {
    expect(one('modeConfig', 'slug')).toMatchObject({required: true, bounds: 'matches ^[a-zA-Z0-9-]+$'});
    expect(one('modeConfig', 'source').allowed).toEqual(['global', 'project']);
  });

  it('notes which marketplace fields belong to mcp items', () => {
    expect(one('marketplaceItem', 'authorUrl').bounds).toBe('a valid URL');
    expect(one('marketplaceItem', 'url').description).toMatch(/mcp items only/);
    expect(one('marketplaceItem', 'type').allowed).toEqual(['mode', 'mcp']);
  });

  it('throws on an unknown schema or key', () => {
    expect(() => settingsRows('globalSetting')).toThrow('SettingsTable: unknown schema "globalSetting"');
    expect(() => settingsRows('globalSettings', ['alwaysAllowReadonly'])).toThrow(
      'SettingsTable (globalSettings): no setting named "alwaysAllowReadonly"',
    );
  });
});

describe('providerSettingsRows', () => {
  it('lists Bedrock keys, region and ARN fields, keys marked secret', () => {
    const rows = providerSettingsRows('bedrock');
    const keys = rows.map((r) => r.key);
    expect(keys).toEqual(
      expect.arrayContaining(['awsAccessKey', 'awsSecretKey', 'awsProfile', 'awsRegion', 'awsCustomArn']),
    );
    expect(rows.find((r) => r.key === 'awsSecretKey')!.secret).toBe(true);
    expect(rows.find((r) => r.key === 'awsRegion')!.secret).toBe(false);
  });

  it('shows the Z.ai lines with the international coding plan as default', () => {
    expect(providerSettingsRows('zai').find((r) => r.key === 'zaiApiLine')).toMatchObject({
      allowed: ['international_coding', 'international', 'china_coding', 'china'],
      default: 'international_coding',
    });
  });

  it('shows the Claude Code output bounds of its slider, narrower than the schema', () => {
    expect(providerSettingsRows('claude-code').find((r) => r.key === 'claudeCodeMaxOutputTokens')).toMatchObject({
      type: 'integer',
      bounds: '8000 to 64,000',
      default: '16,000',
    });
  });

  it('leaves out the common settings other than the temperature', () => {
    const keys = providerSettingsRows('openai').map((r) => r.key);
    expect(keys).not.toContain('diffEnabled');
    expect(keys).not.toContain('rateLimitSeconds');
  });

  it('has no rows for the human relay', () => {
    expect(providerSettingsRows('human-relay')).toEqual([]);
  });

  it('throws on an unknown provider', () => {
    expect(() => providerSettingsRows('openai-compatible')).toThrow(
      'ProviderSettingsTable: unknown provider "openai-compatible"',
    );
  });
});

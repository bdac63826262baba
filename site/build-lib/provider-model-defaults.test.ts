import {describe, expect, it} from 'vitest';

import * as types from '@roo-code-docs/types';

import {isProviderName, providerSettingsRows} from './schema-registry';

/** `vercelAiGateway` → `vercel-ai-gateway`; a catalogue line (`zaiChina`) names the provider it belongs to (`zai`). */
function providerOf(exportName: string): types.ProviderName | undefined {
  const words = exportName
    .replace(/DefaultModelId$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .split('-');
  for (let length = words.length; length > 0; length--) {
    const name = words.slice(0, length).join('-');
    if (isProviderName(name)) return name;
  }
  return undefined;
}

// Every model id the package says a provider falls back to, found by its export's name, so a provider added later
// with a default is checked without anyone listing it here.
const defaults = Object.entries(types)
  .filter(([name, value]) => name.endsWith('DefaultModelId') && typeof value === 'string')
  .map(([name, value]) => [name, value as string] as const);

describe('provider model defaults in the profile tables', () => {
  it('finds the default model exports of the catalogues and of the fetched lists', () => {
    const names = defaults.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['anthropicDefaultModelId', 'requestyDefaultModelId']));
    expect(names).toEqual(expect.arrayContaining(['unboundDefaultModelId', 'vercelAiGatewayDefaultModelId']));
  });

  it.each(defaults)('%s belongs to a provider', (name) => {
    expect(providerOf(name), `no provider is named like ${name}`).toBeDefined();
  });

  it.each(defaults)("%s is the Default of its provider's model setting, with who sets it", (name, modelId) => {
    const provider = providerOf(name)!;
    const rows = providerSettingsRows(provider);
    const entry = types.providerModelDefaults[provider];
    // A provider whose panel insists on a choice never reaches the export: its row says so instead.
    if (entry && entry.value === undefined) {
      const row = rows.find((candidate) => candidate.key === entry.key);
      expect(row).toMatchObject({default: '—', defaultNote: entry.note});
      expect(row!.defaultSource?.label).toMatch(/^webview-ui\/src\/utils\/validate\.ts:\d+$/);
      return;
    }
    const row = rows.find((candidate) => candidate.default === modelId);
    expect(row, `no row of ${provider} shows ${modelId}; rows: ${JSON.stringify(rows)}`).toBeDefined();
    expect(row!.key).toMatch(/ModelId$/);
    expect(row!.defaultSource?.label).toMatch(/^webview-ui\/src\/components\/ui\/hooks\/useSelectedModel\.ts:\d+$/);
  });

  it.each(Object.entries(types.providerModelDefaults).filter(([, entry]) => entry !== null))(
    '%s names a model setting of its own provider',
    (provider, entry) => {
      expect(Object.keys(types.providerFieldSchemas[provider as types.ProviderName].shape)).toContain(entry!.key);
    },
  );

  it('shows the fetched-list defaults the reviews found missing (requesty, unbound, vercel-ai-gateway)', () => {
    const shown = (provider: string, key: string) => providerSettingsRows(provider).find((row) => row.key === key);
    expect(shown('requesty', 'requestyModelId')?.default).toBe('coding/claude-4-sonnet');
    expect(shown('unbound', 'unboundModelId')?.default).toBe('anthropic/claude-3-7-sonnet-20250219');
    expect(shown('vercel-ai-gateway', 'vercelAiGatewayModelId')?.default).toBe('anthropic/claude-sonnet-4');
  });

  it('says which fields without any fallback the panel insists on (OpenAI Compatible: base URL and key)', () => {
    const row = (key: string) => providerSettingsRows('openai').find((candidate) => candidate.key === key);
    for (const key of ['openAiBaseUrl', 'openAiApiKey', 'openAiModelId']) {
      expect(row(key), key).toMatchObject({default: '—'});
      expect(row(key)!.defaultNote, key).toMatch(/^none: the panel will not save the profile until you/);
      expect(row(key)!.defaultSource?.label, key).toBe('webview-ui/src/utils/validate.ts:102');
    }
    expect(row('openAiBaseUrl')!.defaultNote).toMatch(/fill it in$/);
  });

  it.each(Object.entries(types.providerRequiredFields))(
    '%s: each required field is a setting of its provider',
    (provider, fields) => {
      for (const field of fields) {
        expect(Object.keys(types.providerFieldSchemas[provider as types.ProviderName].shape)).toContain(field.key);
      }
    },
  );
});

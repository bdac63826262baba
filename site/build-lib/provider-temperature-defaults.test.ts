import {describe, expect, it} from 'vitest';

import * as types from '@roo-code-docs/types';

import {formatValue} from '../src/lib/schema-format';
import {providerSettingsRows} from './schema-registry';

// Neither sends a request of its own, so there is no handler fallback to show.
const WITHOUT_REQUESTS = ['human-relay', 'fake-ai'];

const entries = Object.entries(types.providerTemperatureDefaults) as [
  types.ProviderName,
  types.ProviderTemperatureDefault,
][];

const temperatureRow = (provider: string) =>
  providerSettingsRows(provider).find((row) => row.key === 'modelTemperature');

describe('handler temperature fallbacks in the profile tables', () => {
  it('covers every provider that sends requests, so a handler fallback cannot drop out unnoticed', () => {
    const missing = types.providerNames.filter(
      (provider) => !WITHOUT_REQUESTS.includes(provider) && !Object.hasOwn(types.providerTemperatureDefaults, provider),
    );
    expect(missing).toEqual([]);
  });

  it.each(entries)('%s: the entry is the common temperature setting', (provider, entry) => {
    expect(entry.key).toBe('modelTemperature');
    expect(Object.keys(types.commonProviderSettingsSchema.shape)).toContain(entry.key);
    // Providers whose own fields include a temperature of their own would get two rows; none does at 3.28.10.
    expect(Object.keys(types.providerFieldSchemas[provider].shape)).not.toContain(entry.key);
  });

  it.each(entries)('%s: the table shows the fallback, its note and the handler line', (provider, entry) => {
    const row = temperatureRow(provider);
    expect(row, `no temperature row for ${provider}`).toBeDefined();
    expect(row!.default).toBe(formatValue(entry.value));
    expect(row!.defaultNote).toBe(entry.note);
    expect(row!.defaultSource?.label).toBe(entry.source);
    expect(entry.source).toMatch(/^src\/api\/providers\/[\w-]+\.ts:\d+$/);
  });

  it.each(entries.filter(([, entry]) => entry.value === undefined))(
    '%s: a handler that leaves the temperature out says so instead of a number',
    (provider) => {
      expect(temperatureRow(provider)).toMatchObject({default: '—'});
      expect(temperatureRow(provider)!.defaultNote).toMatch(/^not sent: /);
    },
  );

  it('shows the values found in the handlers for a few providers', () => {
    expect(temperatureRow('groq')).toMatchObject({default: '0.5'});
    expect(temperatureRow('groq')!.defaultSource?.label).toBe('src/api/providers/groq.ts:29');
    expect(temperatureRow('bedrock')).toMatchObject({default: '0.3'});
    expect(temperatureRow('huggingface')).toMatchObject({default: '0.7'});
    expect(temperatureRow('openai-native')).toMatchObject({default: '0'});
    expect(temperatureRow('openai-native')!.defaultNote).toMatch(/gpt-5-chat-latest gets 1\.0/);
    expect(temperatureRow('openai-native')!.defaultNote).toMatch(/not sent for the other GPT-5 models/);
    expect(temperatureRow('chutes')!.defaultNote).toMatch(/DeepSeek-R1 models get 0\.6/);
    expect(temperatureRow('claude-code')).toMatchObject({default: '—'});
  });

  it('adds no temperature row for a provider that sends no request', () => {
    for (const provider of WITHOUT_REQUESTS) expect(temperatureRow(provider)).toBeUndefined();
  });
});

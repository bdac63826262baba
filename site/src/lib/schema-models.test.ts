import {describe, expect, it} from 'vitest';

import {buildModelTable} from './schema-models';

const row = (provider: string, id: string) => {
  const found = buildModelTable(provider).rows.find((r) => r.id === id);
  if (!found) throw new Error(`no row ${id}`);
  return found;
};

describe('buildModelTable', () => {
  it('shows Claude Sonnet 4 with its context, output, prices and the 1M context tier', () => {
    const sonnet = row('anthropic', 'claude-sonnet-4-20250514');
    expect(sonnet).toMatchObject({
      contextWindow: '200,000',
      maxOutput: '64,000',
      images: true,
      promptCache: true,
      reasoning: 'Budget',
      prices: {input: '$3.00', output: '$15.00', cacheWrites: '$3.75', cacheReads: '$0.30'},
      isDefault: true,
    });
    expect(sonnet.tiers).toEqual([
      {
        label: 'Prompts over 200,000 tokens, up to 1,000,000',
        input: '$6.00',
        output: '$22.50',
        cacheWrites: '$7.50',
        cacheReads: '$0.60',
      },
    ]);
  });

  it('labels the Gemini 2.5 Pro brackets that switch at 200,000 tokens', () => {
    const labels = row('gemini', 'gemini-2.5-pro').tiers.map((t) => t.label);
    expect(labels).toEqual(['Prompts up to 200,000 tokens', 'Prompts over 200,000 tokens']);
  });

  it('names the GPT-5 service tiers and its default reasoning effort', () => {
    const gpt5 = row('openai-native', 'gpt-5-2025-08-07');
    expect(gpt5.reasoning).toBe('Effort (default medium)');
    expect(gpt5.tiers.map((t) => [t.label, t.input, t.output])).toEqual([
      ['Flex service tier', '$0.625', '$5.00'],
      ['Priority service tier', '$2.50', '$20.00'],
    ]);
  });

  it('shows free models as Free and missing prices as a dash', () => {
    const free = row('roo', 'xai/grok-code-fast-1');
    expect(free.prices.input).toBe('Free');
    expect(free.prices.output).toBe('Free');
    expect(free.prices.cacheWrites).toBe('—');
  });

  it('shows a missing max output as a dash (VS Code models report none)', () => {
    expect(row('vscode-lm', 'gpt-4o').maxOutput).toBe('—');
  });

  it('marks only the default model', () => {
    const table = buildModelTable('deepseek');
    expect(table.defaultModelId).toBe('deepseek-chat');
    expect(table.rows.filter((r) => r.isDefault).map((r) => r.id)).toEqual(['deepseek-chat']);
  });

  it('keeps the mainland Z.ai line separate, with its three price brackets', () => {
    expect(row('zai', 'glm-4.5').tiers).toEqual([]);
    expect(row('zai-china', 'glm-4.5').tiers.map((t) => t.label)).toEqual([
      'Prompts up to 32,000 tokens',
      'Prompts over 32,000 tokens, up to 128,000',
      'Prompts over 128,000 tokens',
    ]);
  });

  it('throws on an unknown provider, naming the known ones', () => {
    expect(() => buildModelTable('antropic')).toThrow(/unknown provider "antropic".*anthropic, bedrock/);
  });
});

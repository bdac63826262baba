import {describe, expect, it} from 'vitest';

import {catalogueIds, catalogueOverrides, modelCatalogue, runtimeFigures, type ModelInfo} from '@roo-code-docs/types';

import {formatTokens} from './schema-format';
import {buildModelTable, REPORTED_CONTEXT, UNSENT_MAX_OUTPUT} from './schema-models';

const row = (provider: string, id: string) => {
  const found = buildModelTable(provider).rows.find((r) => r.id === id);
  if (!found) throw new Error(`no row ${id}`);
  return found;
};

describe('buildModelTable', () => {
  it('shows Claude Sonnet 4 with its context, the output a request asks for, prices and the 1M context tier', () => {
    const sonnet = row('anthropic', 'claude-sonnet-4-20250514');
    expect(sonnet).toMatchObject({
      contextWindow: '200,000',
      maxOutput: '8,192',
      listed: {maxOutput: '64,000'},
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

  // Roo sends these variants' listed effort (src/api/providers/openai-native.ts:1240-1246) and shows no control.
  it('shows the effort the o-series variants always send as fixed, not as no reasoning', () => {
    expect(row('openai-native', 'o3-high').reasoning).toBe('Fixed (high)');
    expect(row('openai-native', 'o4-mini-low').reasoning).toBe('Fixed (low)');
    expect(row('openai-native', 'o3-mini-high').reasoning).toBe('Fixed (high)');
    expect(row('openai-native', 'o1').reasoning).toBe('No');
  });

  it('marks the model a profile falls back to, and none where the panel makes you choose', () => {
    expect(
      buildModelTable('anthropic')
        .rows.filter((r) => r.isDefault)
        .map((r) => r.id),
    ).toEqual(['claude-sonnet-4-20250514']);
    expect(buildModelTable('vscode-lm').rows.some((r) => r.isDefault)).toBe(false);
    expect(buildModelTable('zai-china').defaultModelId).toBe('glm-4.5');
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

  it('shows what Claude Code requests use: the max-output setting, no 1M tiers, and says why', () => {
    const table = buildModelTable('claude-code');
    for (const model of table.rows) {
      expect(model.maxOutput).toBe('16,000');
      expect(model.tiers).toEqual([]);
      expect(model.pricesUnused).toBe(true);
    }
    expect(row('claude-code', 'claude-opus-4-1-20250805').listed.maxOutput).toBe('8,192');
    expect(table.notes).toEqual(catalogueOverrides['claude-code']!.map((rule) => rule.note));
  });

  it('shows no images for VS Code LM models and the window as reported by VS Code', () => {
    const gpt4o = row('vscode-lm', 'gpt-4o');
    expect(gpt4o).toMatchObject({images: false, contextWindow: REPORTED_CONTEXT, listed: {images: true}});
    expect(row('vscode-lm', 'gpt-3.5-turbo').listed.images).toBeUndefined();
  });

  it('puts the run-time figure of every overridden model in its cells and the listed one beside it', () => {
    for (const catalogue of catalogueIds) {
      const {rows, notes} = buildModelTable(catalogue);
      const applied = new Set<string>();
      for (const model of rows) {
        const {figures, rules} = runtimeFigures(catalogue, model.id);
        const info = (modelCatalogue[catalogue].models as Record<string, ModelInfo>)[model.id];
        for (const rule of rules) applied.add(rule.note);
        if (figures.maxTokens === undefined) {
          expect(model.maxOutput).toBe(formatTokens(info.maxTokens));
          expect(model.listed.maxOutput).toBeUndefined();
        } else {
          const shown = figures.maxTokens === 'unsent' ? UNSENT_MAX_OUTPUT : formatTokens(figures.maxTokens);
          expect([catalogue, model.id, model.maxOutput]).toEqual([catalogue, model.id, shown]);
          expect(model.listed.maxOutput).toBe(formatTokens(info.maxTokens));
        }
      }
      expect(notes.sort()).toEqual([...applied].sort());
    }
  });

  it('throws on an unknown provider, naming the known ones', () => {
    expect(() => buildModelTable('antropic')).toThrow(/unknown provider "antropic".*anthropic, bedrock/);
  });
});

import {describe, expect, it} from 'vitest';

import {modelCatalogue, type CatalogueId} from './catalogue';
import type {ModelInfo} from './model-info';
import {catalogueOverrides, runtimeFigures, type RuntimeOverride} from './overrides';

const ids = (catalogue: CatalogueId) => Object.keys(modelCatalogue[catalogue].models);

describe('run-time overrides', () => {
  // A catalogue carries the whole rule set of its handler, so one rule may touch none of its models today; but each
  // catalogue, and each rule somewhere, must change a figure, or the entry is dead weight.
  it('cite a source line, and each catalogue and each rule change at least one model', () => {
    const used = new Set<string>();
    for (const [catalogue, rules] of Object.entries(catalogueOverrides) as [CatalogueId, RuntimeOverride[]][]) {
      const models = Object.entries(modelCatalogue[catalogue].models as Record<string, ModelInfo>);
      for (const rule of rules) {
        expect(rule.source).toMatch(/^src\/[\w./-]+\.ts:[1-9]\d*$/);
        if (models.some(([id, info]) => rule.apply(id, info) !== undefined)) used.add(rule.note);
      }
      expect(
        models.some(([id]) => runtimeFigures(catalogue, id).rules.length > 0),
        catalogue,
      ).toBe(true);
    }
    const notes = new Set(Object.values(catalogueOverrides).flatMap((rules) => rules.map((rule) => rule.note)));
    expect([...notes].filter((note) => !used.has(note))).toEqual([]);
  });

  it('give every Claude Code model the max-output setting and drop its long-context tiers', () => {
    for (const id of ids('claude-code')) {
      const {figures} = runtimeFigures('claude-code', id);
      expect(figures.maxTokens).toBe(16_000);
      expect(figures.pricesUnused).toBe(true);
      const info = (modelCatalogue['claude-code'].models as Record<string, ModelInfo>)[id];
      if (info?.tiers) expect(figures.tiers).toEqual([]);
    }
  });

  it('never send images to a VS Code LM model, whatever the catalogue says', () => {
    expect(modelCatalogue['vscode-lm'].models['gpt-4o'].supportsImages).toBe(true);
    for (const id of ids('vscode-lm')) {
      expect(runtimeFigures('vscode-lm', id).figures).toMatchObject({contextWindow: 'reported'});
    }
    expect(runtimeFigures('vscode-lm', 'gpt-4o').figures.supportsImages).toBe(false);
  });

  it('follow getModelMaxOutputTokens: thinking budgets, the Anthropic default and the fifth of the window', () => {
    // Always thinks: the profile's Max Tokens, 16,384 by default.
    expect(runtimeFigures('gemini', 'gemini-2.5-pro').figures.maxTokens).toBe(16_384);
    // Optional thinking in an Anthropic request: 8,192 until thinking is on.
    expect(runtimeFigures('anthropic', 'claude-sonnet-4-20250514').figures.maxTokens).toBe(8192);
    // 100,000 listed against a 200,000 window: capped at 40,000.
    expect(modelCatalogue['openai-native'].models.o3.maxTokens).toBe(100_000);
    expect(runtimeFigures('openai-native', 'o3').figures.maxTokens).toBe(40_000);
    // GPT-5 models keep their listed figure.
    expect(runtimeFigures('openai-native', 'gpt-5-2025-08-07').figures.maxTokens).toBeUndefined();
  });

  it('leave catalogues without rules as listed', () => {
    for (const id of ids('groq')) expect(runtimeFigures('groq', id)).toEqual({figures: {}, rules: []});
  });

  it('refuse a model the catalogue does not have', () => {
    expect(() => runtimeFigures('anthropic', 'nope')).toThrow('no model "nope" in catalogue "anthropic"');
  });
});

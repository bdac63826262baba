import {describe, expect, it} from 'vitest';
import {modelCatalogue, type ModelInfo} from '@roo-code-docs/types';
import {
  comparisonRows,
  costOf,
  formatDollars,
  MAX_TOKENS,
  parseTokens,
  readTokenField,
  serviceTiersOf,
  sortRows,
} from './cost';

const sonnet4: ModelInfo = modelCatalogue.anthropic.models['claude-sonnet-4-20250514'];
const gpt5: ModelInfo = modelCatalogue['openai-native'].models['gpt-5-2025-08-07'];
const gemini25Pro: ModelInfo = modelCatalogue.gemini.models['gemini-2.5-pro'];
const usage = (inputTokens: number, outputTokens: number, cacheWriteTokens = 0, cacheReadTokens = 0) => ({
  inputTokens,
  outputTokens,
  cacheWriteTokens,
  cacheReadTokens,
});

describe('costOf', () => {
  it('prices 100,000 input and 10,000 output tokens of Claude Sonnet 4 at $3 / $15: $0.45', () => {
    // 100,000 × $3 / 1M = $0.30; 10,000 × $15 / 1M = $0.15.
    const cost = costOf(sonnet4, usage(100_000, 10_000));
    expect(cost).toMatchObject({input: 0.3, output: 0.15, total: 0.45, pricing: 'Standard prices'});
    expect(cost.exceedsContext).toBe(false);
  });

  it('adds Claude Sonnet 4 cache writes at $3.75 and cache reads at $0.30: $0.54', () => {
    // 20,000 × $3.75 / 1M = $0.075; 50,000 × $0.30 / 1M = $0.015; prompt 170,000 stays under 200,000.
    const cost = costOf(sonnet4, usage(100_000, 10_000, 20_000, 50_000));
    expect(cost).toMatchObject({cacheWrites: 0.075, cacheReads: 0.015, total: 0.54, pricing: 'Standard prices'});
  });

  it('moves Claude Sonnet 4 above 200,000 prompt tokens to the 1M-context tier at $6 / $22.50: $1.725', () => {
    // 250,000 × $6 / 1M = $1.50; 10,000 × $22.50 / 1M = $0.225.
    const cost = costOf(sonnet4, usage(250_000, 10_000));
    expect(cost).toMatchObject({input: 1.5, output: 0.225, total: 1.725});
    expect(cost.pricing).toBe('Prompts over 200,000 tokens, up to 1,000,000');
  });

  it('counts cached prompt tokens toward the long-context threshold', () => {
    // 150,000 + 60,000 cache reads = 210,000 prompt tokens: 0.9 + 0.225 + 60,000 × $0.60 / 1M = 0.036.
    expect(costOf(sonnet4, usage(150_000, 10_000, 0, 60_000)).total).toBe(1.161);
  });

  it('flags a prompt larger than every window the model has', () => {
    expect(costOf(sonnet4, usage(1_200_000, 0)).exceedsContext).toBe(true);
  });

  it('flags a prompt beyond the real window of a model whose last tier has an unbounded window', () => {
    const glm45: ModelInfo = modelCatalogue['zai-china'].models['glm-4.5'];
    // glm-4.5 holds 131,072 tokens; its last price tier is written with an infinite window.
    expect(costOf(glm45, usage(131_072, 0)).exceedsContext).toBe(false);
    expect(costOf(glm45, usage(MAX_TOKENS, 0)).exceedsContext).toBe(true);
    expect(costOf(gemini25Pro, usage(gemini25Pro.contextWindow + 1, 0)).exceedsContext).toBe(true);
  });

  it('uses Gemini 2.5 Pro’s cheaper tier up to 200,000 prompt tokens and the standard prices above', () => {
    expect(costOf(gemini25Pro, usage(100_000, 10_000)).total).toBe(0.225); // 0.125 + 0.10
    expect(costOf(gemini25Pro, usage(300_000, 10_000)).total).toBe(0.9); // 0.75 + 0.15
  });

  it('applies GPT-5’s flex and priority service tiers when chosen', () => {
    expect(serviceTiersOf(gpt5)).toEqual(['default', 'flex', 'priority']);
    expect(serviceTiersOf(sonnet4)).toEqual(['default']);
    const u = usage(100_000, 10_000, 0, 100_000);
    expect(costOf(gpt5, u).total).toBe(0.238); // 0.125 + 0.10 + 0.013
    expect(costOf(gpt5, u, {serviceTier: 'flex'}).total).toBe(0.11875); // 0.0625 + 0.05 + 0.00625
    expect(costOf(gpt5, u, {serviceTier: 'priority'})).toMatchObject({total: 0.475, pricing: 'Priority service tier'});
  });

  it('reports token kinds the catalogue has no price for', () => {
    expect(costOf(gpt5, usage(1000, 1000, 5000, 0)).unpriced).toEqual(['cacheWrites']);
  });
});

describe('formatDollars', () => {
  it.each([
    [0, '$0.00'],
    [0.45, '$0.45'],
    [1.725, '$1.725'],
    [0.000375, '$0.000375'],
    [2, '$2.00'],
    [1234.5, '$1,234.50'],
  ])('shows %f as %s', (value, shown) => {
    expect(formatDollars(value)).toBe(shown);
  });
});

describe('parseTokens', () => {
  it('reads separators and treats anything else as zero', () => {
    expect(parseTokens('250,000')).toBe(250_000);
    expect(parseTokens(' 10 000 ')).toBe(10_000);
    expect(parseTokens('-5')).toBe(0);
    expect(parseTokens('abc')).toBe(0);
  });
});

describe('readTokenField', () => {
  it('takes digits and an empty field without a word', () => {
    expect(readTokenField('100,000,000')).toEqual({tokens: MAX_TOKENS});
    expect(readTokenField('')).toEqual({tokens: 0});
  });

  it.each([
    ['1e6', 'Write the count out in digits (1000000, not 1e6).'],
    ['-5', 'A token count cannot be negative.'],
    ['1.5', 'A token count is a whole number.'],
    ['100000000000000000000', 'Enter at most 100,000,000 tokens.'],
    ['100000001', 'Enter at most 100,000,000 tokens.'],
    ['12abc', 'Enter a number of tokens in digits.'],
  ])('refuses %s with a reason instead of using 0 or a clamped value silently', (text, problem) => {
    expect(readTokenField(text)).toEqual({tokens: 0, problem});
  });
});

describe('comparison table', () => {
  it('lists one provider’s models or every catalogue’s', () => {
    const anthropic = comparisonRows('anthropic');
    expect(anthropic.length).toBe(Object.keys(modelCatalogue.anthropic.models).length);
    expect(anthropic.find((row) => row.modelId === 'claude-sonnet-4-20250514')).toMatchObject({
      provider: 'Anthropic',
      inputPrice: 3,
      outputPrice: 15,
      contextWindow: 200_000,
    });
    expect(comparisonRows('all').length).toBeGreaterThan(anthropic.length);
  });

  it('sorts by price both ways and keeps unpriced models last', () => {
    const rows = comparisonRows('all');
    const up = sortRows(rows, 'inputPrice', 'ascending').filter((row) => row.inputPrice !== undefined);
    const prices = up.map((row) => row.inputPrice!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = sortRows(rows, 'outputPrice', 'descending');
    expect(down[0].outputPrice).toBe(Math.max(...rows.flatMap((row) => row.outputPrice ?? [])));
    expect(down.at(-1)!.outputPrice === undefined || rows.every((row) => row.outputPrice !== undefined)).toBe(true);
  });
});

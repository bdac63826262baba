/**
 * What one request costs at a model's list prices, and the model comparison table, from the catalogue of the
 * types package. Prices there are US dollars per million tokens. Pure: no React, no DOM.
 */
import {
  catalogueIds,
  modelCatalogue,
  type CatalogueId,
  type ModelInfo,
  type ModelTier,
  type ServiceTier,
} from '@roo-code-docs/types';

import {describeTier} from './schema-models';

export type Usage = {
  /** Prompt tokens read at the full input price (not from or into the cache). */
  inputTokens: number;
  outputTokens: number;
  cacheWriteTokens: number;
  cacheReadTokens: number;
};

export type CostOptions = {
  /** OpenAI service tier; `default` (or none) uses the standard prices. */
  serviceTier?: ServiceTier;
};

type Prices = Pick<ModelInfo, 'inputPrice' | 'outputPrice' | 'cacheWritesPrice' | 'cacheReadsPrice'>;

export type Cost = {
  input: number;
  output: number;
  cacheWrites: number;
  cacheReads: number;
  total: number;
  /** Which prices were used: "Standard prices", or the tier's name as the model table words it. */
  pricing: string;
  /** The prompt is larger than any window the model (or its tiers) covers. */
  exceedsContext: boolean;
  /** Token kinds used in the request for which the catalogue lists no price (counted as free). */
  unpriced: ('input' | 'output' | 'cacheWrites' | 'cacheReads')[];
};

const STANDARD = 'Standard prices';

/** Service tiers a model can be asked for: always `default`, plus any named tier it has prices for. */
export function serviceTiersOf(model: ModelInfo): ServiceTier[] {
  const named = (model.tiers ?? []).flatMap((tier) => (tier.name && tier.name !== 'default' ? [tier.name] : []));
  return ['default', ...named];
}

/** The prompt size that picks a long-context tier: every token the model reads, cached or not. */
export function promptTokens(usage: Usage): number {
  return usage.inputTokens + usage.cacheWriteTokens + usage.cacheReadTokens;
}

/**
 * The prices that apply to a request. A named service tier, when chosen, replaces the standard prices.
 * Otherwise, among the standard prices (covering the model's context window) and its context-length tiers,
 * the one with the smallest window that still holds the prompt wins: Claude Sonnet 4 stays at its standard
 * prices up to 200,000 prompt tokens and moves to its 1M-context tier above that, while Gemini 2.5 Pro uses its
 * cheaper "up to 200,000" tier for short prompts. A tier's missing price falls back to the standard one.
 */
export function pricesFor(
  model: ModelInfo,
  usage: Usage,
  options: CostOptions = {},
): {prices: Prices; pricing: string; exceedsContext: boolean} {
  const tiers = model.tiers ?? [];
  const merge = (tier: ModelTier): Prices => ({
    inputPrice: tier.inputPrice ?? model.inputPrice,
    outputPrice: tier.outputPrice ?? model.outputPrice,
    cacheWritesPrice: tier.cacheWritesPrice ?? model.cacheWritesPrice,
    cacheReadsPrice: tier.cacheReadsPrice ?? model.cacheReadsPrice,
  });
  const prompt = promptTokens(usage);
  const contextTiers = tiers.filter((tier) => !tier.name);
  // A last tier written with an infinite window means "every prompt above the previous tier", not a window the model
  // really has: the limit is the largest finite window (Gemini 2.5 Pro's 1,048,576, glm-4.5's 131,072).
  const finiteWindows = contextTiers.map((tier) => tier.contextWindow).filter(Number.isFinite);
  const largest = Math.max(model.contextWindow, ...finiteWindows);
  const exceedsContext = prompt > largest;

  const wanted = options.serviceTier && options.serviceTier !== 'default' ? options.serviceTier : undefined;
  const service = wanted && tiers.find((tier) => tier.name === wanted);
  if (service) return {prices: merge(service), pricing: describeTier(service, undefined, model), exceedsContext};

  type Candidate = {window: number; prices: Prices; pricing: string};
  const candidates: Candidate[] = [
    {window: model.contextWindow, prices: model, pricing: STANDARD},
    ...contextTiers.map((tier, index) => ({
      window: tier.contextWindow,
      prices: merge(tier),
      pricing: describeTier(tier, contextTiers[index - 1], model),
    })),
  ];
  // Stable sort: on equal windows the standard prices come first.
  candidates.sort((a, b) => a.window - b.window);
  const chosen = candidates.find((candidate) => prompt <= candidate.window) ?? candidates[candidates.length - 1];
  return {prices: chosen.prices, pricing: chosen.pricing, exceedsContext};
}

// Sums of products of decimals pick up binary noise (0.3 + 0.15 = 0.44999…); no price has more than 10 decimals.
const tidy = (value: number) => Number(value.toFixed(10));

/** The cost in US dollars of one request with `usage`, at `model`'s list prices. */
export function costOf(model: ModelInfo, usage: Usage, options: CostOptions = {}): Cost {
  const {prices, pricing, exceedsContext} = pricesFor(model, usage, options);
  const unpriced: Cost['unpriced'] = [];
  const part = (tokens: number, price: number | undefined, kind: Cost['unpriced'][number]) => {
    if (price === undefined) {
      if (tokens > 0) unpriced.push(kind);
      return 0;
    }
    return tidy((tokens * price) / 1_000_000);
  };
  const input = part(usage.inputTokens, prices.inputPrice, 'input');
  const output = part(usage.outputTokens, prices.outputPrice, 'output');
  const cacheWrites = part(usage.cacheWriteTokens, prices.cacheWritesPrice, 'cacheWrites');
  const cacheReads = part(usage.cacheReadTokens, prices.cacheReadsPrice, 'cacheReads');
  return {
    input,
    output,
    cacheWrites,
    cacheReads,
    total: tidy(input + output + cacheWrites + cacheReads),
    pricing,
    exceedsContext,
    unpriced,
  };
}

/**
 * Dollars as a reader wants them: cents for ordinary sums, more decimals only when the amount is tiny, never
 * rounded to zero: 0.45 → "$0.45", 1.725 → "$1.725", 0.000375 → "$0.000375", 0 → "$0.00".
 */
export function formatDollars(value: number): string {
  if (value === 0) return '$0.00';
  const digits = value >= 1 ? 4 : Math.min(10, 2 - Math.floor(Math.log10(value)) + 2);
  const fixed = value.toFixed(digits).replace(/0+$/, '');
  const [whole, fraction = ''] = fixed.split('.');
  return `$${Number(whole).toLocaleString('en-US')}.${fraction.padEnd(2, '0')}`;
}

/** The most tokens the calculator takes in one field: more than any model's context window. */
export const MAX_TOKENS = 100_000_000;

/** A token count read from a field: the count used (0 when the text is not one) and why, when it was refused. */
export type TokenField = {tokens: number; problem?: string};

const NUMBER_LIKE = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Reads a token count typed by a reader: digits with optional separators, or nothing (0). Anything else counts as 0
 * and says why, so a typo never passes for a real estimate: `-5`, `1.5`, `1e6` and counts above 100,000,000.
 */
export function readTokenField(text: string): TokenField {
  const cleaned = text.replace(/[\s,_]/g, '');
  if (cleaned === '') return {tokens: 0};
  if (/^\d+$/.test(cleaned)) {
    const tokens = Number(cleaned);
    if (tokens > MAX_TOKENS) return {tokens: 0, problem: 'Enter at most 100,000,000 tokens.'};
    return {tokens};
  }
  if (!NUMBER_LIKE.test(cleaned)) return {tokens: 0, problem: 'Enter a number of tokens in digits.'};
  if (cleaned.startsWith('-')) return {tokens: 0, problem: 'A token count cannot be negative.'};
  if (/e/i.test(cleaned)) return {tokens: 0, problem: 'Write the count out in digits (1000000, not 1e6).'};
  return {tokens: 0, problem: 'A token count is a whole number.'};
}

/** The token count of a field's text, 0 when it is not a valid count (see readTokenField for why). */
export function parseTokens(text: string): number {
  return readTokenField(text).tokens;
}

export type ComparisonRow = {
  catalogueId: CatalogueId;
  provider: string;
  modelId: string;
  inputPrice: number | undefined;
  outputPrice: number | undefined;
  contextWindow: number;
};

export type SortKey = 'model' | 'inputPrice' | 'outputPrice' | 'contextWindow';
export type SortDirection = 'ascending' | 'descending';

/** Every model of one catalogue, or of all of them, with its standard prices and context window. */
export function comparisonRows(scope: CatalogueId | 'all'): ComparisonRow[] {
  const ids = scope === 'all' ? catalogueIds : [scope];
  return ids.flatMap((catalogueId) => {
    const {label, models} = modelCatalogue[catalogueId];
    return Object.entries(models as Record<string, ModelInfo>).map(([modelId, info]) => ({
      catalogueId,
      provider: label,
      modelId,
      inputPrice: info.inputPrice,
      outputPrice: info.outputPrice,
      contextWindow: info.contextWindow,
    }));
  });
}

/** A sorted copy of `rows`; models without a listed price always go last, whichever the direction. */
export function sortRows(rows: readonly ComparisonRow[], key: SortKey, direction: SortDirection): ComparisonRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const label = (row: ComparisonRow) => `${row.provider} ${row.modelId}`;
  return [...rows].sort((a, b) => {
    if (key === 'model') return sign * label(a).localeCompare(label(b), 'en');
    const x = a[key];
    const y = b[key];
    if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
    return sign * (x - y) || label(a).localeCompare(label(b), 'en');
  });
}

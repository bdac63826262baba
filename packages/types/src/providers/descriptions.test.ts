import {describe, expect, it} from 'vitest';

import {catalogueIds, modelCatalogue} from './catalogue';
import type {ModelInfo} from './model-info';
import {cerebrasFreeTier, rooFreeModels} from './notes';

// A description may only say what no field of its entry holds: a context size or price written into the
// text goes stale silently when the field changes, and the pages already show the field.

type Entry = {where: string; info: ModelInfo; description: string};

const described: Entry[] = catalogueIds.flatMap((id) =>
  (Object.entries(modelCatalogue[id].models) as [string, ModelInfo][]).flatMap(([modelId, info]) =>
    info.description === undefined ? [] : [{where: `${id}/${modelId}`, info, description: info.description}],
  ),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const trim = (value: number) => String(Number(value.toFixed(1)));

/** The ways a token count tends to be written in prose: 131072, 131,072, 131K, 128K (binary), 1M, 1.05M. */
function tokenCountPatterns(count: number): RegExp[] {
  if (!Number.isFinite(count) || count < 1000) return [];
  const digits = [String(count), count.toLocaleString('en-US')].map(
    (text) => new RegExp(`(?<![\\d.,])${escape(text)}(?![\\d])`),
  );
  // Rounded as well as to one decimal: 262,144 is written 262K far more often than 262.1K.
  const scaled = (value: number, unit: string) =>
    [trim(value), String(Math.round(value))].map(
      (text) => new RegExp(`(?<![\\d.,])${escape(text)}\\s?${unit}(?![a-zA-Z])`, 'i'),
    );
  const thousands = [count / 1000, count / 1024].flatMap((value) => scaled(value, 'k'));
  const millions =
    count >= 500_000 ? [count / 1_000_000, count / 1_048_576].flatMap((value) => scaled(value, 'm')) : [];
  return [...digits, ...thousands, ...millions];
}

function tokenCounts(info: ModelInfo): number[] {
  return [
    info.contextWindow,
    info.maxTokens ?? 0,
    info.maxThinkingTokens ?? 0,
    ...(info.tiers ?? []).map((tier) => tier.contextWindow),
  ];
}

/** Any amount of money, or a rate per million tokens: prices belong to the price fields. */
const pricePattern = /\$\s?\d|\d\s?(?:usd|dollars?)\b|per\s+(?:million|1\s?m)\b/i;

/** A context size in words, whatever the figure: "128K context", "context window of 200,000". */
const contextPatterns = [
  /\d[\d.,]*\s?[km]?\s?(?:-|\s)?(?:tokens?\s+)?context/i,
  /context(?:\s+(?:window|length))?\s+(?:of\s+)?(?:up\s+to\s+)?\d/i,
];

const marketingPattern = /\b(?:sota|state[-\s]of[-\s]the[-\s]art|blazing|latest|cutting[-\s]edge|world[-\s]class)\b/i;

describe('tokenCountPatterns', () => {
  it('finds a count written plainly, with separators, in thousands or in millions', () => {
    const hits = (count: number, text: string) => tokenCountPatterns(count).some((pattern) => pattern.test(text));
    expect(hits(128_000, 'with 128K of room')).toBe(true);
    expect(hits(131_072, 'a 128k window')).toBe(true);
    expect(hits(131_072, 'holds 131,072 tokens')).toBe(true);
    expect(hits(1_000_000, 'a 1M window')).toBe(true);
    expect(hits(262_144, 'up to 262K')).toBe(true);
  });

  it('leaves other figures alone: parameter counts, expert counts, speeds, a larger number', () => {
    const hits = (count: number, text: string) => tokenCountPatterns(count).some((pattern) => pattern.test(text));
    expect(hits(128_000, 'Llama 4 Maverick (17B active parameters, 128 experts)')).toBe(false);
    expect(hits(64_000, 'about 2,000 tokens a second; 150K tokens a minute')).toBe(false);
    expect(hits(8000, 'a fine-tune of Llama 3 8B')).toBe(false);
    expect(hits(1_000_000, '11M tokens a day')).toBe(false);
  });
});

describe('model descriptions', () => {
  it('exist for a good part of the catalogue, so the checks below have something to check', () => {
    expect(described.length).toBeGreaterThan(100);
  });

  it("never restate their own entry's context window, output cap or tier size", () => {
    const restated = described.flatMap(({where, info, description}) =>
      tokenCounts(info)
        .flatMap(tokenCountPatterns)
        .filter((pattern) => pattern.test(description))
        .map((pattern) => `${where}: ${description} (matches ${pattern})`),
    );
    expect(restated).toEqual([]);
  });

  it('never give a price', () => {
    const priced = described.filter(({description}) => pricePattern.test(description)).map(({where}) => where);
    expect(priced).toEqual([]);
  });

  it('never give a context size in words', () => {
    const sized = described
      .filter(({description}) => contextPatterns.some((pattern) => pattern.test(description)))
      .map(({where}) => where);
    expect(sized).toEqual([]);
  });

  it('carry no marketing words', () => {
    const hyped = described.filter(({description}) => marketingPattern.test(description)).map(({where}) => where);
    expect(hyped).toEqual([]);
  });

  it('are one or two short sentences', () => {
    const long = described
      .filter(({description}) => description.length > 240 || /\n/.test(description))
      .map(({where}) => where);
    expect(long).toEqual([]);
  });
});

describe('facts kept in descriptions because no field holds them', () => {
  it('the Cerebras free model states the free-tier limits of the provider notes', () => {
    const {description} = modelCatalogue.cerebras.models[cerebrasFreeTier.modelId];
    expect(description).toContain(`${cerebrasFreeTier.tokensPerMinute / 1000}K tokens a minute`);
    expect(description).toContain(`${cerebrasFreeTier.tokensPerHour / 1_000_000}M an hour and a day`);
    expect(description).toContain(`${cerebrasFreeTier.requestsPerMinute} requests a minute`);
    expect(description).toContain(`${cerebrasFreeTier.requestsPerHour} an hour and a day`);
  });

  it('the free Roo Code Cloud models say the offer is for a limited period and that prompts are logged', () => {
    expect(rooFreeModels).toEqual({freeForLimitedTime: true, promptsLoggedByModelProvider: true});
    for (const id of ['xai/grok-code-fast-1', 'roo/code-supernova-1-million'] as const) {
      const {description} = modelCatalogue.roo.models[id];
      expect(description, id).toMatch(/costs nothing for a limited period/);
      expect(description, id).toMatch(/logs those free prompts and completions and uses them to improve the model/);
    }
  });
});

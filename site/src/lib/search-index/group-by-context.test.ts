import {describe, expect, it} from 'vitest';
import {groupByContext, indexFileName} from './group-by-context';

const doc = (u: string) => ({u});
const scanned = [
  [doc('/faq'), doc('/features/modes'), doc('/features'), doc('/providers/anthropic')],
  [],
  [doc('/features/modes'), doc('/elsewhere/features')],
];
const rules = {
  baseUrl: '/',
  contextPaths: ['features', 'providers'],
  hideSearchBarWithNoSearchContext: false,
  useAllContextsWithNoSearchContext: true,
};

describe('groupByContext', () => {
  it('puts each page into its section’s index and every page into the whole-site index', () => {
    const indexes = groupByContext(scanned, rules);
    expect([...indexes.keys()].sort()).toEqual(['', 'features', 'providers']);
    expect(indexes.get('')).toEqual(scanned);
    expect(indexes.get('features')?.[0]).toEqual([doc('/features/modes'), doc('/features')]);
    expect(indexes.get('features')?.[2]).toEqual([doc('/features/modes')]);
    // A kind with no document in a section stays a hole, as the plugin leaves it.
    expect(1 in indexes.get('features')!).toBe(false);
    expect(indexes.get('providers')?.[0]).toEqual([doc('/providers/anthropic')]);
  });

  it('keeps section pages out of the whole-site index unless asked to', () => {
    const indexes = groupByContext(scanned, {...rules, useAllContextsWithNoSearchContext: false});
    expect(indexes.get('')).toEqual([[doc('/faq')], [], [doc('/elsewhere/features')]]);
  });

  it('writes no whole-site index when the search bar is hidden outside sections', () => {
    expect(groupByContext(scanned, {...rules, hideSearchBarWithNoSearchContext: true}).has('')).toBe(false);
  });

  it('has one whole-site index without sections', () => {
    const indexes = groupByContext(scanned, {...rules, contextPaths: []});
    expect([...indexes.keys()]).toEqual(['']);
    expect(indexes.get('')).toEqual(scanned);
  });

  it('matches a section by whole path segments under the base URL', () => {
    const indexes = groupByContext([[doc('/docs/features-old'), doc('/docs/features/a'), doc('/features/b')]], {
      ...rules,
      baseUrl: '/docs/',
    });
    expect(indexes.get('features')).toEqual([[doc('/docs/features/a')]]);
    expect(indexes.get('')).toEqual([[doc('/docs/features-old'), doc('/docs/features/a'), doc('/features/b')]]);
  });
});

describe('indexFileName', () => {
  it('names the whole-site index and a nested section’s index like the plugin', () => {
    expect(indexFileName('search-index{dir}.json', '')).toBe('search-index.json');
    expect(indexFileName('search-index{dir}.json', 'advanced-usage/tools')).toBe(
      'search-index-advanced-usage-tools.json',
    );
  });
});

import {describe, expect, it} from 'vitest';
import {fetchLimitFor, isReleaseNote, orderSearchResults, type OrderableResult} from './search-order';

const TITLE = 0;
const HEADING = 1;
const KEYWORDS = 3;

const title = (i: number, u: string): OrderableResult => ({document: {i, u}, type: TITLE});
const heading = (i: number, u: string, page: number): OrderableResult => ({
  document: {i, u},
  type: HEADING,
  page: {i: page},
});
const urls = (results: OrderableResult[]) => results.map((result) => result.document.u);

describe('fetchLimitFor', () => {
  it('asks the worker for 50 results when the box shows 8', () => {
    expect(fetchLimitFor(8)).toBe(50);
  });

  it('asks for five times the shown count when that is more than 50', () => {
    expect(fetchLimitFor(100)).toBe(500);
  });
});

describe('isReleaseNote', () => {
  it.each([
    ['/update-notes', true],
    ['/update-notes/v3.28.10', true],
    ['/update-notes/v3.25#codebase-indexing', true],
    ['/update-notes-archive', false],
    ['/features/checkpoints', false],
    ['/features/update-notes', false],
  ])('says %s is a release note: %s', (url, expected) => {
    expect(isReleaseNote(url)).toBe(expected);
  });

  it('reads the path under a base URL other than the root', () => {
    expect(isReleaseNote('/docs/update-notes/v3.0', '/docs/')).toBe(true);
    expect(isReleaseNote('/update-notes/v3.0', '/docs/')).toBe(false);
  });
});

describe('orderSearchResults', () => {
  it('moves release notes after the other pages and keeps each group in its order', () => {
    const results = [
      title(1, '/update-notes/v3.25'),
      title(2, '/features/codebase-indexing'),
      title(3, '/update-notes/v3.22'),
      title(4, '/advanced-usage/available-tools/codebase-search'),
    ];
    expect(urls(orderSearchResults(results, 8))).toEqual([
      '/features/codebase-indexing',
      '/advanced-usage/available-tools/codebase-search',
      '/update-notes/v3.25',
      '/update-notes/v3.22',
    ]);
  });

  it('keeps at most the asked number, filling with guide pages before any release note', () => {
    const notes = Array.from({length: 10}, (_, n) => title(n, `/update-notes/v3.${n}`));
    const results = [...notes, title(99, '/features/checkpoints')];
    const ordered = orderSearchResults(results, 8);
    expect(ordered).toHaveLength(8);
    expect(ordered[0].document.u).toBe('/features/checkpoints');
  });

  it('returns nothing for no results or a limit of zero', () => {
    expect(orderSearchResults([], 8)).toEqual([]);
    expect(orderSearchResults([title(1, '/faq')], 0)).toEqual([]);
  });

  it('hangs headings under their page title and marks the last one of each tree', () => {
    const results = [
      title(1, '/features/checkpoints'),
      heading(2, '/features/checkpoints', 1),
      heading(3, '/features/checkpoints', 1),
      title(4, '/update-notes/v3.8'),
      heading(5, '/update-notes/v3.8', 4),
    ];
    const ordered = orderSearchResults(results, 8);
    expect(ordered.map(({isInterOfTree, isLastOfTree}) => [!!isInterOfTree, !!isLastOfTree])).toEqual([
      [false, false],
      [true, false],
      [false, true],
      [false, false],
      [false, true],
    ]);
  });

  it('marks the last kept heading as the end of its tree when the cut falls inside a page', () => {
    const results = [
      {...title(1, '/features/custom-modes')},
      {...heading(2, '/features/custom-modes', 1), isInterOfTree: true},
      {...heading(3, '/features/custom-modes', 1), isInterOfTree: true},
      {...heading(4, '/features/custom-modes', 1), isLastOfTree: true},
    ];
    const last = orderSearchResults(results, 3)[2];
    expect(last.isInterOfTree).toBeUndefined();
    expect(last.isLastOfTree).toBe(true);
  });

  it('does not hang a heading whose page title is not listed', () => {
    const ordered = orderSearchResults([title(7, '/faq'), heading(2, '/features/checkpoints', 1)], 8);
    expect(ordered[1].isLastOfTree).toBeUndefined();
  });

  it('treats a keywords match as standing for its page', () => {
    const keywords: OrderableResult = {document: {i: 10, u: '/providers/ollama'}, type: KEYWORDS, page: {i: 9}};
    const ordered = orderSearchResults([keywords, heading(11, '/providers/ollama', 9)], 8);
    expect(ordered[1].isLastOfTree).toBe(true);
  });

  it('does not hang a heading under a description match, which shows no page title', () => {
    const description: OrderableResult = {document: {i: 9, u: '/providers/ollama'}, type: 2, page: {i: 9}};
    const ordered = orderSearchResults([description, heading(11, '/providers/ollama', 9)], 8);
    expect(ordered[1].isLastOfTree).toBeUndefined();
  });

  it('leaves the input untouched', () => {
    const results = [
      title(1, '/update-notes/v3.0'),
      {...heading(2, '/update-notes/v3.0', 1), isLastOfTree: true},
      title(3, '/faq'),
    ];
    const before = structuredClone(results);
    orderSearchResults(results, 8);
    expect(results).toEqual(before);
  });
});

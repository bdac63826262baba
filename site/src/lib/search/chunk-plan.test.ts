import {describe, expect, it} from 'vitest';
import {chunksFor, compareWords, pagefindTerms, probeFor, stemBeginning, type IndexChunk} from './chunk-plan';

// Bounds as Pagefind writes them: the beginnings of each chunk's first and last stemmed words.
const CHUNKS: IndexChunk[] = [
  {from: 'betw', to: 'build'},
  {from: 'buildi', to: 'can'},
  {from: 'seen', to: 'set'},
  {from: 'setc', to: 'si'},
  {from: 'that…', to: 'the'},
  {from: 'undern', to: 'use'},
  {from: 'use_', to: 'wan'},
];
/** A stand-in stemmer for the words of these tests, as Pagefind's stems them. */
const STEMS: Record<string, string> = {settings: 'set', users: 'user', happy: 'happi', browsers: 'browser'};
const stem = (word: string) => STEMS[word] ?? word;
const known = (term: string) => ({term, mayBeUnknown: false});

describe('pagefindTerms', () => {
  it('cleans a query as Pagefind does: lower case, no punctuation or accents', () => {
    expect(pagefindTerms('  Browser-Use, “café”  (v3.28)! ')).toEqual(['browseruse', 'cafe', 'v328']);
    expect(pagefindTerms('read_file')).toEqual(['read_file']);
  });
});

describe('compareWords', () => {
  it('orders by code point, as Pagefind does, not by UTF-16 unit', () => {
    expect(compareWords('use', 'use_')).toBeLessThan(0);
    expect(compareWords('use_', 'used')).toBeLessThan(0);
    // U+1FAB2 is above U+FF01 as a code point, below it as UTF-16 units.
    expect(compareWords('\u{1FAB2}', '\uFF01')).toBeGreaterThan(0);
  });
});

describe('stemBeginning', () => {
  it('is what the stem shares with the word, so a stemmer that rewrites an ending differently stays safe', () => {
    expect(stemBeginning('settings', stem)).toBe('set');
    expect(stemBeginning('happy', stem)).toBe('happ');
    expect(stemBeginning('use', stem)).toBe('use');
  });
});

describe('chunksFor', () => {
  it('adds the chunk after a word that ends one: its stem-extensions continue there', () => {
    // "use" is the last word of one chunk; "used", "user", "useful" begin the next, which holds all words from "use_".
    expect(chunksFor([known('use')], CHUNKS, stem)).toEqual([5, 6]);
    expect(chunksFor([known('users')], CHUNKS, stem)).toEqual([6]);
    // The last chunk holds every word after its first.
    expect(chunksFor([known('zebra')], CHUNKS, stem)).toEqual([6]);
  });

  it('searches from the stem, not the word: "settings" reaches every chunk with words in "set"', () => {
    expect(chunksFor([known('settings')], CHUNKS, stem)).toEqual([2, 3]);
  });

  it('takes one chunk when all extensions lie in it, for each word of the query', () => {
    expect(chunksFor([known('browsers'), known('users')], CHUNKS, stem)).toEqual([0, 6]);
  });

  it('adds the chunks of the beginnings of a word the site may not know, where Pagefind looks instead', () => {
    // "bui" alone extends into two chunks; not knowing "buizz", Pagefind scores the longest known beginning.
    expect(chunksFor([known('buizz')], CHUNKS, stem)).toEqual([1]);
    expect(chunksFor([{term: 'buizz', mayBeUnknown: true}], CHUNKS, stem)).toEqual([0, 1]);
  });

  it('needs nothing for a query with no words', () => {
    expect(chunksFor([], CHUNKS, stem)).toEqual([]);
  });
});

describe('probeFor', () => {
  it('fetches a chunk with one of its bounds, one that Pagefind would search unchanged', () => {
    expect(probeFor(CHUNKS, 6)).toBe('use_');
    // "that…" would be searched as "that", which lies in another chunk: its last word fetches it instead.
    expect(probeFor(CHUNKS, 4)).toBe('the');
    expect(probeFor([{from: 'a…', to: 'b…'}], 0)).toBeUndefined();
    // A first word cut longer than the last one's beginning is out of Pagefind's reach for that chunk.
    expect(
      probeFor(
        [
          {from: 'ab', to: 'abcd'},
          {from: 'abcde', to: 'abcd'},
        ],
        1,
      ),
    ).toBeUndefined();
  });
});

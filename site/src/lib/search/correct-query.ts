// Typo correction for the search box. Pagefind matches whole words and prefixes but forgives no misspelling, so a
// query word the guides never use is replaced by the most frequent guide word within one edit (a wrong, missing,
// extra or swapped letter; two edits for long words), and the box searches again with the corrected query. A word of
// four letters is corrected only when the words within one edit of it are all one word (with or without a plural
// "s"): "mdoe" has only "mode" near it, but "tken" has "then" and "token".
// talisman's optimal string alignment counts a swapped pair as one edit, as readers mistype; its `limited` form stops
// as soon as a word is out of reach, which keeps a pass over the whole vocabulary cheap.
import {limited as editDistance} from 'talisman/metrics/damerau-levenshtein.js';

export type Vocabulary = {known: ReadonlySet<string>; ranked: readonly string[]};

/** Words shorter than this are left alone: too many short words are one edit from each other. */
export const MIN_CORRECTED_LENGTH = 4;
/** Words shorter than this are corrected only when one word (and its plural) is within reach. */
const UNAMBIGUOUS_BELOW = 5;

/** Reads the vocabulary file the build writes: one word a line, most frequent first. */
export function parseVocabulary(file: string): Vocabulary {
  const ranked = file.split('\n').filter((word) => word !== '');
  return {known: new Set(ranked), ranked};
}

/** Edits allowed for a word of this length. */
const allowedEdits = (length: number) => (length >= 8 ? 2 : 1);

/** Model ids and versions ("qwen3", "v3") are identifiers: a near word would be a different thing. */
const mayBeCorrected = (word: string) => word.length >= MIN_CORRECTED_LENGTH && !/\d/.test(word);

const wordsOf = (query: string) => query.toLowerCase().trim().split(/\s+/).filter(Boolean);

/**
 * Whether correcting `query` needs the vocabulary: without it, a word that might be a typo cannot be told from a
 * known one. A query of short words and identifiers is searched as typed, whatever the vocabulary holds.
 */
export function needsVocabulary(query: string): boolean {
  return wordsOf(query).some(mayBeCorrected);
}

/** Whether the guides use every word of `query` as it is. */
export function usesOnlyKnownWords(query: string, vocabulary: Vocabulary): boolean {
  const words = wordsOf(query);
  return words.length > 0 && words.every((word) => vocabulary.known.has(word));
}

/** Whether the site's guides use `word`, or a word that begins with it. */
export function isKnownOrBeginning(word: string, vocabulary: Vocabulary): boolean {
  return vocabulary.known.has(word) || vocabulary.ranked.some((known) => known.startsWith(word));
}

const singular = (word: string) => word.replace(/e?s$/, '');

/** The most frequent word within one edit of `word`, when every such word is that word or its plural. */
function onlyNearWord(word: string, vocabulary: Vocabulary): string | undefined {
  const near = vocabulary.ranked.filter((known) => editDistance(1, word, known) <= 1);
  return near.length > 0 && near.every((known) => singular(known) === singular(near[0])) ? near[0] : undefined;
}

function correctWord(word: string, vocabulary: Vocabulary, isLast: boolean): string {
  if (!mayBeCorrected(word) || vocabulary.known.has(word)) return word;
  // The last word may still be being typed: a prefix of a known word is not a typo.
  if (isLast && isKnownOrBeginning(word, vocabulary)) return word;
  const max = allowedEdits(word.length);
  if (word.length < UNAMBIGUOUS_BELOW) return onlyNearWord(word, vocabulary) ?? word;
  let best: string | undefined;
  let bestDistance = max + 1;
  for (const known of vocabulary.ranked) {
    const distance = editDistance(Math.min(max, bestDistance - 1), word, known);
    if (distance < bestDistance) {
      best = known;
      bestDistance = distance;
      if (distance === 1) break;
    }
  }
  return best ?? word;
}

/**
 * The query with each unknown word replaced by its closest known word, in lower case; `undefined` when no word
 * changed, so the caller knows there is nothing new to search.
 */
export function correctQuery(query: string, vocabulary: Vocabulary): string | undefined {
  const words = wordsOf(query);
  const corrected = words.map((word, index) => correctWord(word, vocabulary, index === words.length - 1));
  return corrected.some((word, index) => word !== words[index]) ? corrected.join(' ') : undefined;
}

// Typo correction for the search box. Pagefind matches whole words and prefixes but forgives no misspelling, so a
// query word the guides never use is replaced by the most frequent guide word within one edit (a wrong, missing,
// extra or swapped letter; two edits for long words), and the box searches again with the corrected query.

export type Vocabulary = {known: ReadonlySet<string>; ranked: readonly string[]};

/** Words shorter than this are left alone: too many short words are one edit from each other. */
export const MIN_CORRECTED_LENGTH = 5;

/** Reads the vocabulary file the build writes: one word a line, most frequent first. */
export function parseVocabulary(file: string): Vocabulary {
  const ranked = file.split('\n').filter((word) => word !== '');
  return {known: new Set(ranked), ranked};
}

/** Edits allowed for a word of this length. */
const allowedEdits = (length: number) => (length >= 8 ? 2 : 1);

/**
 * Optimal string alignment distance of `a` and `b` (insertions, deletions, substitutions and swaps of neighbours),
 * or `max + 1` as soon as it is known to be larger than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2] + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length];
}

function correctWord(word: string, vocabulary: Vocabulary, isLast: boolean): string {
  if (word.length < MIN_CORRECTED_LENGTH || vocabulary.known.has(word)) return word;
  // Model ids and versions ("qwen3", "v3") are identifiers: a near word would be a different thing.
  if (/\d/.test(word)) return word;
  // The last word may still be being typed: a prefix of a known word is not a typo.
  if (isLast && vocabulary.ranked.some((known) => known.startsWith(word))) return word;
  const max = allowedEdits(word.length);
  let best: string | undefined;
  let bestDistance = max + 1;
  for (const known of vocabulary.ranked) {
    const distance = editDistance(word, known, Math.min(max, bestDistance - 1));
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
  const words = query.toLowerCase().trim().split(/\s+/).filter(Boolean);
  const corrected = words.map((word, index) => correctWord(word, vocabulary, index === words.length - 1));
  return corrected.some((word, index) => word !== words[index]) ? corrected.join(' ') : undefined;
}

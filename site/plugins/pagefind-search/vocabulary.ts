// The words of the indexed pages, most frequent first, for the search box's typo correction: Pagefind matches whole
// words and prefixes but forgives no misspelling, so the box corrects a word it does not know to a known word one
// edit away (site/src/lib/search/correct-query.ts) and searches again.

/** Words as the correction step reads them: lower case letters, from this long... */
export const MIN_WORD_LENGTH = 4;
/** ...to this long: longer ones are identifiers, which a reader copies rather than types. */
export const MAX_WORD_LENGTH = 20;

const WORD = /[\p{L}\p{N}]+/gu;

/** Counts the words of `texts` and returns them most frequent first (ties alphabetically), one per line. */
export function vocabularyFile(texts: Iterable<string>): string {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const [word] of text.toLowerCase().matchAll(WORD)) {
      // Words with digits (model ids, versions) are never corrected, so they need not be known.
      if (word.length < MIN_WORD_LENGTH || word.length > MAX_WORD_LENGTH || /\d/.test(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
    .map(([word]) => word)
    .join('\n');
}

// Which chunks of Pagefind's word index a query needs before it is searched, so that its results never depend on what
// was searched before it. Pagefind fetches, for each word of a query, the one chunk that word falls in, but it
// scores every word it has in memory that begins with the word's stem: a word whose stem-extensions run into the next
// chunk ("use" ends one chunk, "user" and "useful" begin the next) scored those pages only after some other query had
// fetched that chunk, so "browser use" settled on different eighth rows from one typing to the next (issue 43).
// Loading every chunk the extensions can lie in, before searching, makes the scores a function of the query alone.

/**
 * A chunk of the word index, as Pagefind's metadata bounds it: the beginnings of its first and last words (stemmed).
 * A chunk holds every word from its `from` up to, not including, the next chunk's `from`.
 */
export type IndexChunk = {from: string; to: string};

/** Compares as Pagefind (Rust) does: by code point, not by UTF-16 unit. */
export function compareWords(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = left[index].codePointAt(0)! - right[index].codePointAt(0)!;
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

/** Pagefind drops these from a query (dashes, brackets, quotes and other punctuation) before anything else. */
const DROPPED = /[\p{Pd}\p{Pe}\p{Pf}\p{Pi}\p{Po}\p{Ps}]/gu;

/** The words Pagefind searches for a query: lower case, punctuation and accents dropped. */
export function pagefindTerms(query: string): string[] {
  return query
    .toLocaleLowerCase()
    .replace(DROPPED, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/\s+/)
    .filter(Boolean);
}

/** Pagefind's English stemmer, or one that agrees with it (wink-porter2-stemmer, checked in pagefind-contract.test.ts). */
export type Stemmer = (word: string) => string;

/**
 * The beginning of `term` that Pagefind's stem of it starts with: the part our stemmer's stem shares with the word.
 * Stopping where the stem and the word part ("happi", "happy") keeps a stemmer that ends a word differently safe.
 */
export function stemBeginning(term: string, stem: Stemmer): string {
  const stemmed = [...stem(term)];
  const letters = [...term];
  let length = 0;
  while (length < Math.min(stemmed.length, letters.length) && stemmed[length] === letters[length]) length += 1;
  return letters.slice(0, length).join('');
}

/** Whether the chunk at `index` holds a word that begins with `prefix`: its words and those words overlap. */
function mayHoldExtensions(chunks: readonly IndexChunk[], index: number, prefix: string): boolean {
  const {from} = chunks[index];
  const next = chunks[index + 1]?.from;
  const startsInTime = compareWords(from, prefix) <= 0 || from.startsWith(prefix);
  return startsInTime && (next === undefined || compareWords(next, prefix) > 0);
}

/** The chunk that holds `word`, if it is in the index. */
function chunkHolding(chunks: readonly IndexChunk[], word: string): number {
  let holding = -1;
  chunks.forEach(({from}, index) => {
    if (compareWords(from, word) <= 0) holding = index;
  });
  return holding;
}

export type PlannedTerm = {
  term: string;
  /**
   * Whether the site may not know the word: then Pagefind, finding nothing that begins with its stem, scores the
   * longest known word the stem begins with instead, and the chunks of the word's beginnings are needed too.
   */
  mayBeUnknown: boolean;
};

/**
 * The indexes (into `chunks`, sorted as Pagefind writes them) of every chunk that searching these terms may read:
 * for each term, all chunks that may hold a word beginning with its stem, and, for a word the site may not know,
 * the chunks holding its beginnings.
 */
export function chunksFor(terms: readonly PlannedTerm[], chunks: readonly IndexChunk[], stem: Stemmer): number[] {
  const needed = new Set<number>();
  for (const {term, mayBeUnknown} of terms) {
    const kept = stemBeginning(term, stem);
    chunks.forEach((_, index) => {
      if (mayHoldExtensions(chunks, index, kept)) needed.add(index);
    });
    if (!mayBeUnknown) continue;
    const letters = [...kept];
    for (let length = 1; length < letters.length; length += 1) {
      const index = chunkHolding(chunks, letters.slice(0, length).join(''));
      if (index !== -1) needed.add(index);
    }
  }
  return [...needed].sort((a, b) => a - b);
}

/** The chunk Pagefind fetches for a word: the first whose bounds, compared as they are, hold it. */
const chunkFetchedFor = (chunks: readonly IndexChunk[], word: string) =>
  chunks.findIndex(({from, to}) => from <= word && word <= to);

/**
 * A word that makes Pagefind fetch the chunk at `index`: one of its bounds, if Pagefind's query cleaning leaves it
 * as it is (a bound such as "that…" would be searched as "that", which another chunk holds) and Pagefind's lookup,
 * which compares by UTF-16 unit, lands on this chunk.
 */
export function probeFor(chunks: readonly IndexChunk[], index: number): string | undefined {
  const {from, to} = chunks[index];
  return [from, to].find(
    (bound) => pagefindTerms(bound).join(' ') === bound && chunkFetchedFor(chunks, bound) === index,
  );
}

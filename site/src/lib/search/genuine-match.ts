// Pagefind answers a word it does not know with the longest beginning of it that it does know: "qzxwvjkplm" finds
// the "-q" of a command line, "zzqq" every "Z". Such pages are not matches. A page counts as a match when one of
// the query's words is what the page's marked words begin with, or a good part of such a word (stems: "modes"
// marks "mode").

/** Lower-case letters and digits of a word. */
const bare = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** How much of a query word a marked word must cover when the query word is the longer. */
const STEM_SHARE = 0.6;

export function coversWord(marked: string, queryWord: string): boolean {
  const token = bare(marked);
  const word = bare(queryWord);
  if (token === '' || word === '') return false;
  if (token.startsWith(word)) return true;
  return word.startsWith(token) && token.length >= Math.max(3, Math.ceil(STEM_SHARE * word.length));
}

/** The words inside <mark> in Pagefind excerpts. */
export function markedWords(excerpts: readonly string[]): string[] {
  return excerpts.flatMap((excerpt) =>
    [...excerpt.matchAll(/<mark>([\s\S]*?)<\/mark>/g)].flatMap((match) => match[1].split(/\s+/)),
  );
}

/** Whether a page really matched `query`: one of its marked words, or a word of its title, covers a query word. */
export function isGenuineMatch(query: string, excerpts: readonly string[], title: string): boolean {
  const words = query.split(/\s+/).filter((word) => bare(word) !== '');
  const candidates = [...markedWords(excerpts), ...title.split(/\s+/)];
  return words.some((word) => candidates.some((candidate) => coversWord(candidate, word)));
}

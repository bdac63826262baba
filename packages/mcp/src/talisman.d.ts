// talisman ships no types; only the distance that ranks close routes is declared.
declare module 'talisman/metrics/damerau-levenshtein.js' {
  /** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
  export default function damerauLevenshtein(a: string, b: string): number;
}

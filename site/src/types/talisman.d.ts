// talisman ships no types; only the distance the search box's typo correction uses is declared.
declare module 'talisman/metrics/damerau-levenshtein.js' {
  /** Optimal string alignment distance of `a` and `b`, or Infinity as soon as it is known to exceed `max`. */
  export function limited(max: number, a: string, b: string): number;
}

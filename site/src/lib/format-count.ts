/** Counts read in thousands with one decimal: 15400 → "15.4k". */
export function formatCount(count: number): string {
  return `${(count / 1000).toFixed(1)}k`;
}

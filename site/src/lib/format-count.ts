/** A value the navbar may show as a count: a finite number that is not negative. */
export function isValidCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

const UNITS = [
  {size: 1e3, suffix: 'k'},
  {size: 1e6, suffix: 'M'},
  {size: 1e9, suffix: 'B'},
];

/**
 * Counts in compact form with one decimal: 15400 → "15.4k", 1234567 → "1.2M"; below a thousand the number itself.
 * A value that is not a count (negative, NaN, infinite) shows as a dash rather than "-5.0k" or "NaNk".
 */
export function formatCount(count: number): string {
  if (!isValidCount(count)) return '–';
  if (count < 1000) return String(Math.round(count));
  for (const [index, {size, suffix}] of UNITS.entries()) {
    const rounded = Math.round((count / size) * 10) / 10;
    // Rounding before choosing the unit sends 999,960 to "1.0M" rather than "1000.0k".
    if (rounded < 1000 || index === UNITS.length - 1) return `${rounded.toFixed(1)}${suffix}`;
  }
  return String(count);
}

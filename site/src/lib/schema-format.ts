/** Formatting of catalogue and settings figures for the reference tables. */

const grouped = new Intl.NumberFormat('en-US');

/** Token counts read in full with thousands separators: 200000 → "200,000"; no limit → "Unlimited". */
export function formatTokens(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  if (value === Infinity) return 'Unlimited';
  return grouped.format(value);
}

/**
 * A price per million tokens in US dollars: 0 → "Free", 3 → "$3.00", 0.00875 → "$0.00875".
 * At least two decimals, more only when the figure has them, so no price is ever rounded.
 */
export function formatPrice(value: number | undefined): string {
  if (value === undefined) return '—';
  if (value === 0) return 'Free';
  const decimals = Math.max(2, (String(value).split('.')[1] ?? '').length);
  return `$${value.toFixed(decimals)}`;
}

/** A default or allowed value as it reads in a table cell. */
export function formatValue(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number')
    return Number.isInteger(value) && Math.abs(value) >= 10_000 ? grouped.format(value) : String(value);
  return JSON.stringify(value);
}

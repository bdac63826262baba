// "Sep 25, 2025": the date format of the "Last updated" line, written out so the browser does not build an
// Intl.DateTimeFormat during hydration (the first one costs tens of milliseconds on a slow phone, for a string the
// server already rendered). The site is English-only; the unit test holds this to Intl's own en-US output.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Day, short month and year in UTC, as Intl formats them for en-US. */
export function formatShortUtcDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

// A page's `readings:` front matter records each independent, claim-by-claim reading of it against a Roo Code tag:
//   readings:
//     - date: '2026-11-29'
//       tag: v3.28.10
//       reader: citations
// This says what is wrong with one, so a typo cannot pass for a reading that happened.
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TAG = /^v\d+\.\d+\.\d+$/;

const isRealDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** One sentence per problem; empty for a page without readings or with well-formed ones. */
export function readingsProblems(frontMatter: Record<string, unknown>): string[] {
  const readings = frontMatter.readings;
  if (readings === undefined) return [];
  if (!Array.isArray(readings) || readings.length === 0) return ['readings is not a non-empty list'];
  return readings.flatMap((reading: unknown, index) => {
    const at = `readings[${index}]`;
    if (!reading || typeof reading !== 'object' || Array.isArray(reading)) return [`${at} is not a mapping`];
    const {date, tag, reader, ...rest} = reading as Record<string, unknown>;
    const problems: string[] = [];
    // The yaml reader keeps an unquoted date as text, so the check is on what the author wrote.
    if (typeof date !== 'string' || !DATE.test(date) || !isRealDate(date))
      problems.push(`${at}.date ${JSON.stringify(date)} is not a YYYY-MM-DD date`);
    if (typeof tag !== 'string' || !TAG.test(tag)) problems.push(`${at}.tag ${JSON.stringify(tag)} is not vX.Y.Z`);
    if (typeof reader !== 'string' || reader.trim() === '') problems.push(`${at}.reader is empty`);
    for (const key of Object.keys(rest)) problems.push(`${at} has an unknown field ${key}`);
    return problems;
  });
}

/** True when the page records at least one reading. */
export const hasReading = (frontMatter: Record<string, unknown>) =>
  Array.isArray(frontMatter.readings) && frontMatter.readings.length > 0;

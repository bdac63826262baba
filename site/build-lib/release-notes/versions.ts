/** Release-note file names are `v<major>.<minor>.<patch>.md` (a release) or `v<major>.<minor>.md` (a series page). */
export type VersionNote = {
  version: string;
  series: string;
  date?: string;
  /** The one-sentence summary from the note's front matter. */
  description?: string;
};

const RELEASE_FILE = /^v(\d+)\.(\d+)\.(\d+)\.mdx?$/;
const SERIES_FILE = /^v(\d+)\.(\d+)\.mdx?$/;

export function releaseVersionOf(fileName: string): string | undefined {
  const match = RELEASE_FILE.exec(fileName);
  return match ? `${match[1]}.${match[2]}.${match[3]}` : undefined;
}

export function seriesOfFile(fileName: string): string | undefined {
  const match = SERIES_FILE.exec(fileName);
  return match ? `${match[1]}.${match[2]}` : undefined;
}

export function seriesOf(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}

/** Orders dotted versions numerically, so 3.10 sorts after 3.9. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? -1) - (right[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

export const newestFirst = (a: string, b: string) => compareVersions(b, a);

export type Series = {series: string; releases: VersionNote[]};

/** Groups releases by minor series, both the series and their releases newest first. */
export function groupBySeries(notes: readonly VersionNote[]): Series[] {
  const bySeries = new Map<string, VersionNote[]>();
  for (const note of notes) {
    bySeries.set(note.series, [...(bySeries.get(note.series) ?? []), note]);
  }
  return [...bySeries.keys()].sort(newestFirst).map((series) => ({
    series,
    releases: [...(bySeries.get(series) ?? [])].sort((a, b) => newestFirst(a.version, b.version)),
  }));
}

export function releaseTitle(version: string, date?: string): string {
  return `Roo Code ${version} Release Notes${date ? ` (${date})` : ''}`;
}

export function seriesTitle(series: string): string {
  return `Roo Code ${series} Release Notes`;
}

export const releaseRoute = (version: string) => `/update-notes/v${version}`;

/** The heading of a series page's list of releases (on the page and in its Markdown twin). */
export const seriesListHeading = (series: string) => `Releases in the ${series} series`;

/** What follows a release's linked version in a series page's list: its date and its summary, where known. */
export const seriesListDetails = ({date, description}: VersionNote) =>
  `${date ? ` (${date})` : ''}${description ? `: ${description}` : ''}`;

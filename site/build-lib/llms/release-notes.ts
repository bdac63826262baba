// The release-note index and series pages get their lists at compile time (remark-release-notes), not from their
// files; their Markdown twins carry the same lists.
import {
  groupBySeries,
  releaseRoute,
  seriesListDetails,
  seriesListHeading,
  type VersionNote,
} from '../release-notes/versions';

const indexItem = (siteUrl: string, note: VersionNote) =>
  `- [${note.version}](${siteUrl}${releaseRoute(note.version)})${note.date ? `: ${note.date}` : ''}`;

const seriesItem = (siteUrl: string, note: VersionNote) =>
  `- [${note.version}](${siteUrl}${releaseRoute(note.version)})${seriesListDetails(note)}`;

/** The list a release-note page gains: every release of one series, or (without a series) every series. */
export function releaseListMarkdown(notes: readonly VersionNote[], siteUrl: string, series?: string): string {
  const groups = groupBySeries(notes);
  if (series !== undefined) {
    const releases = groups.find((group) => group.series === series)?.releases ?? [];
    if (releases.length === 0) return '';
    return `## ${seriesListHeading(series)}\n\n${releases.map((note) => seriesItem(siteUrl, note)).join('\n')}`;
  }
  return groups
    .map(
      (group) =>
        `## [Roo Code ${group.series}](${siteUrl}/update-notes/v${group.series})\n\n` +
        group.releases.map((note) => indexItem(siteUrl, note)).join('\n'),
    )
    .join('\n\n');
}

// The release-note index and series pages get their lists at compile time (remark-release-notes), not from their
// files; their Markdown twins list the same releases as links.
import {groupBySeries, releaseRoute, type VersionNote} from '../release-notes/versions';

const item = (siteUrl: string, note: VersionNote) =>
  `- [${note.version}](${siteUrl}${releaseRoute(note.version)})${note.date ? `: ${note.date}` : ''}`;

/** The list a release-note page gains: every release of one series, or (without a series) every series. */
export function releaseListMarkdown(notes: readonly VersionNote[], siteUrl: string, series?: string): string {
  const groups = groupBySeries(notes).filter((group) => series === undefined || group.series === series);
  const list = (releases: readonly VersionNote[]) => releases.map((note) => item(siteUrl, note)).join('\n');
  if (series !== undefined) return groups.map((group) => list(group.releases)).join('\n');
  return groups
    .map(
      (group) => `## [Roo Code ${group.series}](${siteUrl}/update-notes/v${group.series})\n\n${list(group.releases)}`,
    )
    .join('\n\n');
}

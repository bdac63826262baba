// Builds the derived release-note views at compile time: a series page gains the list of its releases, and the
// index gains the list of all releases. Each release's notes are written, compiled and indexed once, on their own page.
import path from 'node:path';
import type {Heading, Link, List, Paragraph, Root, RootContent} from 'mdast';
import {readVersionNotes} from './read-notes';
import {
  groupBySeries,
  releaseRoute,
  seriesListDetails,
  seriesListHeading,
  seriesOfFile,
  type VersionNote,
} from './versions';

type Options = {dir: string};

const text = (value: string) => ({type: 'text' as const, value});
const link = (url: string, label: string): Link => ({type: 'link', url, children: [text(label)]});
const heading = (depth: Heading['depth'], children: Heading['children']): Heading => ({
  type: 'heading',
  depth,
  children,
});
const bulletList = (items: Paragraph[]): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((paragraph) => ({type: 'listItem', spread: false, children: [paragraph]})),
});

/** A series page's list: each release linked, with its date and its one-sentence summary, newest first. */
export function seriesSection(notes: readonly VersionNote[], series: string): RootContent[] {
  const releases = groupBySeries(notes).find((group) => group.series === series)?.releases ?? [];
  if (releases.length === 0) return [];
  return [
    heading(2, [text(seriesListHeading(series))]),
    bulletList(
      releases.map((note) => {
        const details = seriesListDetails(note);
        return {
          type: 'paragraph',
          children: [link(releaseRoute(note.version), note.version), ...(details ? [text(details)] : [])],
        };
      }),
    ),
  ];
}

export function indexSection(notes: readonly VersionNote[]): RootContent[] {
  return groupBySeries(notes).flatMap(({series, releases}) => [
    heading(2, [link(`/update-notes/v${series}`, `Roo Code ${series}`)]),
    bulletList(
      releases.map((note) => ({
        type: 'paragraph',
        children: [link(releaseRoute(note.version), note.version), ...(note.date ? [text(`: ${note.date}`)] : [])],
      })),
    ),
  ]);
}

export default function remarkReleaseNotes({dir}: Options) {
  return (tree: Root, file: {path?: string}) => {
    if (!file.path) return;
    const name = path.basename(file.path);
    const series = seriesOfFile(name);
    if (series) tree.children.push(...seriesSection(readVersionNotes(dir), series));
    else if (/^index\.mdx?$/.test(name)) tree.children.push(...indexSection(readVersionNotes(dir)));
  };
}

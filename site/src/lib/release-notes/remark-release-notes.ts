// Builds the derived release-note views at compile time: a series page gains every release of its
// series, and the index gains the list of all releases. Each release is written once, in its own file.
import fs from 'node:fs';
import path from 'node:path';
import type {Heading, Link, List, Paragraph, Root, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import {readVersionNotes, type VersionNoteFile} from './read-notes';
import {groupBySeries, releaseRoute, seriesOfFile} from './versions';

type Options = {dir: string};

const text = (value: string) => ({type: 'text' as const, value});
const link = (url: string, label: string): Link => ({type: 'link', url, children: [text(label)]});
const heading = (depth: Heading['depth'], children: Heading['children']): Heading => ({
  type: 'heading',
  depth,
  children,
});
const datedLabel = (note: VersionNoteFile) => (note.date ? `${note.version} (${note.date})` : note.version);

function stripFrontMatter(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '');
}

/** A release's body, one heading level deeper so it nests under the release's own heading. */
export function releaseBody(source: string): RootContent[] {
  const tree = fromMarkdown(stripFrontMatter(source), {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
  for (const node of tree.children) {
    if (node.type === 'heading') node.depth = Math.min(6, node.depth + 1) as Heading['depth'];
  }
  return tree.children;
}

export function seriesSection(notes: readonly VersionNoteFile[], series: string): RootContent[] {
  const releases = groupBySeries(notes).find((group) => group.series === series)?.releases ?? [];
  return releases.flatMap((note) => {
    const file = note as VersionNoteFile;
    return [
      heading(2, [text(datedLabel(file))]),
      {
        type: 'paragraph',
        children: [link(releaseRoute(note.version), `Open the ${note.version} notes on their own page`)],
      } satisfies Paragraph,
      ...releaseBody(fs.readFileSync(file.file, 'utf8')),
    ];
  });
}

export function indexSection(notes: readonly VersionNoteFile[]): RootContent[] {
  return groupBySeries(notes).flatMap(({series, releases}) => [
    heading(2, [link(`/update-notes/v${series}`, `Roo Code ${series}`)]),
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: releases.map((note) => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [link(releaseRoute(note.version), note.version), ...(note.date ? [text(`: ${note.date}`)] : [])],
          },
        ],
      })),
    } satisfies List,
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

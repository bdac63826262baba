// Node-only: reads the release-note folder, the one source every derived view (series pages, index, sidebar, routes) uses.
import fs from 'node:fs';
import path from 'node:path';
import {releaseVersionOf, seriesOf, seriesOfFile, type VersionNote} from './versions';

export type VersionNoteFile = VersionNote & {file: string};

export function readFrontMatterField(text: string, field: string): string | undefined {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const line = new RegExp(`^${field}:\\s*['"]?([^'"\\n]*?)['"]?\\s*$`, 'm').exec(block);
  return line?.[1] || undefined;
}

export function readVersionNotes(dir: string): VersionNoteFile[] {
  return fs.readdirSync(dir).flatMap((name) => {
    const version = releaseVersionOf(name);
    if (!version) return [];
    const file = path.join(dir, name);
    const date = readFrontMatterField(fs.readFileSync(file, 'utf8'), 'date');
    return [{version, series: seriesOf(version), date, file}];
  });
}

export function readSeriesPages(dir: string): string[] {
  return fs.readdirSync(dir).flatMap((name) => seriesOfFile(name) ?? []);
}

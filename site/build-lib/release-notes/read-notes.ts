// Node-only: reads the release-note folder, the one source every derived view (series pages, index, sidebar, routes) uses.
import fs from 'node:fs';
import path from 'node:path';
import {readFrontMatter} from '../front-matter';
import {releaseVersionOf, seriesOf, seriesOfFile, type VersionNote} from './versions';

export type VersionNoteFile = VersionNote & {file: string};

const textField = (fields: Record<string, unknown>, name: string) => {
  const value = fields[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

// Every series page and the index read all the notes while the site compiles: each file's front matter is parsed
// once, and again only when the file changes (the dev server recompiles on edits).
const frontMatterCache = new Map<string, {mtimeMs: number; size: number; fields: Record<string, unknown>}>();

function frontMatterOfFile(file: string): Record<string, unknown> {
  const {mtimeMs, size} = fs.statSync(file);
  const cached = frontMatterCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.fields;
  const fields = readFrontMatter(fs.readFileSync(file, 'utf8'));
  frontMatterCache.set(file, {mtimeMs, size, fields});
  return fields;
}

export function readVersionNotes(dir: string): VersionNoteFile[] {
  return fs.readdirSync(dir).flatMap((name) => {
    const version = releaseVersionOf(name);
    if (!version) return [];
    const file = path.join(dir, name);
    const fields = frontMatterOfFile(file);
    const date = textField(fields, 'date');
    const description = textField(fields, 'description');
    return [{version, series: seriesOf(version), file, ...(date ? {date} : {}), ...(description ? {description} : {})}];
  });
}

export function readSeriesPages(dir: string): string[] {
  return fs.readdirSync(dir).flatMap((name) => seriesOfFile(name) ?? []);
}

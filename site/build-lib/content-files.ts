// Node-only: every page source the site builds (docs and release notes), for checks that read them all.
import fs from 'node:fs';
import path from 'node:path';
import {stripFrontMatter} from './front-matter';
import {UPDATE_NOTES_DIR} from './release-notes/paths';

export const DOCS_DIR = path.resolve(__dirname, '../docs');
export const SITE_DIR = path.resolve(__dirname, '..');

export type ContentFile = {file: string; relative: string; body: string; mdx: boolean; bodyLineOffset: number};

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Docs and release notes; `relative` is from the repository root, the body is without front matter. */
export function contentFiles(): ContentFile[] {
  const root = path.resolve(SITE_DIR, '..');
  return [...walk(DOCS_DIR), ...walk(UPDATE_NOTES_DIR)].sort().map((file) => {
    const source = fs.readFileSync(file, 'utf8');
    const body = stripFrontMatter(source);
    // Lines the front matter took, so a line in the body maps back to the file.
    const bodyLineOffset = source.slice(0, source.length - body.length).split('\n').length - 1;
    return {file, relative: path.relative(root, file), body, mdx: file.endsWith('.mdx'), bodyLineOffset};
  });
}

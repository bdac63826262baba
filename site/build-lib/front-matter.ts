// The YAML block at the top of a Markdown file, read in one place for the release-note reader, the Markdown twins
// and the drift report. Docusaurus's own parser (gray-matter with js-yaml) turns `date: 2025-09-29` into a Date;
// the yaml package keeps it the string the note's author wrote, which is what the release lists print.
import {parse} from 'yaml';

const BLOCK = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** The text after the front matter; the whole text when it has none. */
export function stripFrontMatter(text: string): string {
  const block = BLOCK.exec(text);
  return block ? text.slice(block[0].length) : text;
}

/** The front matter's fields; a text without front matter, or with one that is not a YAML mapping, has none. */
export function readFrontMatter(text: string): Record<string, unknown> {
  const yaml = BLOCK.exec(text)?.[1];
  if (yaml === undefined) return {};
  const fields: unknown = parse(yaml);
  return fields && typeof fields === 'object' && !Array.isArray(fields) ? (fields as Record<string, unknown>) : {};
}

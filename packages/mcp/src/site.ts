/**
 * Reads the built site: every Markdown twin (`<route>.md`) becomes a page with its title, description, section
 * and headings. Only the twins are read, never the HTML. `npm run build` also saves the parsed pages and the
 * search index for the default site (see docs.ts), so start-up usually reads one file instead of hundreds.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import type {Node, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toString} from 'mdast-util-to-string';

/** The seven sections of the sidebar, by the first segment of their routes. */
export const SECTIONS = [
  'getting-started',
  'basic-usage',
  'features',
  'advanced-usage',
  'providers',
  'roo-code-cloud',
  'update-notes',
] as const;
export type Section = (typeof SECTIONS)[number];

export type Heading = {depth: number; text: string; anchor: string; start: number; end: number};

export type Page = {
  route: string;
  title: string;
  description: string;
  /** One of SECTIONS, or null for the pages outside every section (home, FAQ, tips). */
  section: Section | null;
  /** Offset in `markdown` where the text after the title, description and source lines starts. */
  bodyStart: number;
  headings: Heading[];
  /** `3.28.10` for `/update-notes/v3.28.10`, `3.28` for a series page; null elsewhere. */
  version: string | null;
};

export type Site = {
  dir: string;
  origin: string;
  pages: Page[];
  byRoute: Map<string, Page>;
  /** The whole twin of a page, as served at `<route>.md`; read from disk on first use. */
  markdownOf: (page: Page) => string;
};

/** A page and its twin's text, as parsed; `markdown` is dropped once the search index is built. */
export type ParsedPage = Page & {markdown: string};

export class SiteError extends Error {}

// Folders of the build that hold assets, not pages; skipping them keeps the walk short.
const SKIPPED = new Set(['assets', 'img', 'pagefind', 'schemas', 'search']);
const DEFAULT_ORIGIN = 'https://docs.roocode.com';

export function isSection(value: string): value is Section {
  return (SECTIONS as readonly string[]).includes(value);
}

// The twins are Markdown written by remark, so they are read back with its parser: a `#` line inside a fenced block
// (however it is fenced), a closing `##` and a backslash escape are then what they are, not what a line looks like.
// Only top-level headings open sections; one quoted inside an admonition's blockquote belongs to its section.
const EXPLICIT_ANCHOR = /\s*\{#([^}]+)\}\s*$/;

/** The offset where the line of a node starts (a block at the top level starts its line). */
const lineStart = (node: Node) => node.position!.start.offset! - (node.position!.start.column - 1);

function headingsOf(nodes: RootContent[], markdown: string): Heading[] {
  const slugger = new GithubSlugger();
  const headings: Heading[] = [];
  for (const node of nodes) {
    if (node.type !== 'heading' || node.depth < 2 || node.depth > 4) continue;
    // The text as the site shows it: links, emphasis and code marks gone, escapes resolved.
    const raw = toString(node);
    const explicit = EXPLICIT_ANCHOR.exec(raw)?.[1];
    const text = raw.replace(EXPLICIT_ANCHOR, '').trim();
    headings.push({depth: node.depth, text, anchor: explicit ?? slugger.slug(text), start: lineStart(node), end: 0});
  }
  // A section runs to the next heading of the same or a higher level.
  for (const [index, heading] of headings.entries()) {
    const next = headings.slice(index + 1).find((other) => other.depth <= heading.depth);
    heading.end = next?.start ?? markdown.length;
  }
  return headings;
}

function routeOf(relative: string): string {
  const withoutExt = relative.split(path.sep).join('/').replace(/\.md$/, '');
  if (withoutExt === 'index') return '/';
  return `/${withoutExt.replace(/\/index$/, '')}`;
}

export function parsePage(route: string, markdown: string): ParsedPage {
  const nodes = fromMarkdown(markdown).children;
  let index = 0;
  let title = route;
  const first = nodes[0];
  if (first?.type === 'heading' && first.depth === 1) {
    title = toString(first).trim();
    index = 1;
  }
  // The twin's head: the title, then the description as a blockquote and the page's address as `Source: <url>`.
  let description = '';
  for (; index < nodes.length; index += 1) {
    const node = nodes[index]!;
    if (node.type === 'blockquote' && description === '') description = toString(node.children[0]).trim();
    else if (!(node.type === 'paragraph' && toString(node).startsWith('Source: '))) break;
  }
  const body = nodes.slice(index);
  const pathFirst = route.split('/')[1] ?? '';
  const version = /^\/update-notes\/v(\d+\.\d+(?:\.\d+)?)$/.exec(route)?.[1] ?? null;
  return {
    route,
    title,
    description,
    section: isSection(pathFirst) ? pathFirst : null,
    markdown,
    bodyStart: body[0] ? lineStart(body[0]) : markdown.length,
    headings: headingsOf(body, markdown),
    version,
  };
}

/** Relative path of the twin that holds a route. */
export function twinPath(route: string): string {
  return route === '/' ? 'index.md' : `${route.slice(1)}.md`;
}

function walk(dir: string, root: string, out: string[]): void {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) {
      if (dir === root && SKIPPED.has(entry.name)) continue;
      walk(path.join(dir, entry.name), root, out);
    } else if (entry.name.endsWith('.md')) {
      out.push(path.relative(root, path.join(dir, entry.name)));
    }
  }
}

export function missingSiteMessage(dir: string): string {
  return `No built site in ${dir}: run \`npm run build\` in the docs repository first, or pass --site <folder of the built site>.`;
}

/**
 * The twins of the site in `dir` with a fingerprint of their paths, sizes and modification times: a saved index
 * is used only when the fingerprint still matches. Throws a SiteError saying what to do when there are none.
 */
export function listTwins(dir: string): {files: string[]; fingerprint: string} {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new SiteError(missingSiteMessage(dir));
  const files: string[] = [];
  walk(dir, dir, files);
  if (files.length === 0) throw new SiteError(`${missingSiteMessage(dir)} (The folder has no Markdown pages.)`);
  files.sort();
  const hash = crypto.createHash('sha1');
  for (const file of files) {
    const stat = fs.statSync(path.join(dir, file));
    hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return {files, fingerprint: hash.digest('hex')};
}

/** A Site over pages already parsed; twins not handed in are read from `dir` when first asked for. */
export function makeSite(dir: string, pages: Page[], origin: string, texts = new Map<string, string>()): Site {
  return {
    dir,
    origin,
    pages,
    byRoute: new Map(pages.map((page) => [page.route, page])),
    markdownOf(page) {
      let text = texts.get(page.route);
      if (text === undefined) {
        text = fs.readFileSync(path.join(dir, twinPath(page.route)), 'utf8');
        texts.set(page.route, text);
      }
      return text;
    },
  };
}

/** Reads and parses every twin of the site in `dir`. */
export function parseSite(dir: string, files: string[]): {pages: ParsedPage[]; origin: string} {
  const pages = files
    .map((file) => parsePage(routeOf(file), fs.readFileSync(path.join(dir, file), 'utf8')))
    .sort((a, b) => a.route.localeCompare(b.route));
  const source = /^Source: (https?:\/\/[^/\s]+)/m.exec(pages[0]?.markdown ?? '')?.[1];
  return {pages, origin: source ?? DEFAULT_ORIGIN};
}

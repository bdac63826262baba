/**
 * The site and its search index, loaded together. `npm run build` saves both for the default site; at start-up
 * the saved copy is used when the twins' fingerprint still matches, and everything is rebuilt from the twins
 * otherwise (another --site, or a site rebuilt without the server's build step).
 */
import fs from 'node:fs';
import type {AsPlainObject} from 'minisearch';
import {DocsSearch} from './search';
import {listTwins, makeSite, parseSite, type Page, type Site} from './site';

export type Docs = {site: Site; search: DocsSearch; fromSavedIndex: boolean};

type Saved = {format: number; fingerprint: string; origin: string; pages: Page[]; index: AsPlainObject};
// Bump when Page or the index options change shape, so an older saved index is ignored.
const FORMAT = 1;

function build(dir: string, files: string[]): Docs {
  const parsed = parseSite(dir, files);
  const texts = new Map(parsed.pages.map((page) => [page.route, page.markdown]));
  const pages: Page[] = parsed.pages.map(({markdown: _markdown, ...page}) => page);
  const site = makeSite(dir, pages, parsed.origin, texts);
  return {site, search: DocsSearch.build(site, parsed.pages), fromSavedIndex: false};
}

/** `trustSaved`: use the saved index without comparing fingerprints (a copy that is never edited, see cli.ts). */
export function loadDocs(dir: string, savedIndex?: string, {trustSaved = false} = {}): Docs {
  const {files, fingerprint} = listTwins(dir);
  if (savedIndex && fs.existsSync(savedIndex)) {
    try {
      const saved = JSON.parse(fs.readFileSync(savedIndex, 'utf8')) as Saved;
      if (saved.format === FORMAT && (trustSaved || saved.fingerprint === fingerprint)) {
        const site = makeSite(dir, saved.pages, saved.origin);
        return {site, search: DocsSearch.load(site, saved.index), fromSavedIndex: true};
      }
    } catch {
      // A damaged or partly written file is only a cache: rebuild from the twins.
    }
  }
  return build(dir, files);
}

/** Writes the pages and index of the site in `dir` to `file`, for loadDocs. */
export function saveDocs(dir: string, file: string): number {
  const {files, fingerprint} = listTwins(dir);
  const docs = build(dir, files);
  const saved: Saved = {
    format: FORMAT,
    fingerprint,
    origin: docs.site.origin,
    pages: docs.site.pages,
    index: docs.search.toJSON(),
  };
  fs.writeFileSync(file, JSON.stringify(saved));
  return docs.site.pages.length;
}

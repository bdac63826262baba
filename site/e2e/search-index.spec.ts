// The search index is built from every page by src/lib/search-scan (plugins/fast-search-scan.ts) in place of the
// search plugin's own, slower page parser. This holds the two to the same reading of every page the build made.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {scanDocsPage} from '../src/lib/search-scan/scan-page';
import {SEARCH_PARSE_MODULE} from '../plugins/fast-search-scan';

const BUILD_DIR = path.resolve(__dirname, '..', process.env.E2E_BUILD_DIR ?? 'build');

type Parse = (html: string, type: string, url: string, options: object) => unknown;
const pluginParse = (createRequire(path.resolve(__dirname, '../package.json'))(SEARCH_PARSE_MODULE) as {parse: Parse})
  .parse;

function builtPages(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['assets', '__server'].includes(entry.name) ? [] : builtPages(full);
    return entry.name === 'index.html' ? [full] : [];
  });
}

describe('search index page reading', () => {
  it('reads every built page exactly as the search plugin would', () => {
    const pages = builtPages(BUILD_DIR);
    expect(pages.length).toBeGreaterThan(400);
    const differing = pages.filter((file) => {
      const html = fs.readFileSync(file, 'utf8');
      const expected = pluginParse(html, 'docs', '/', {ignoreCssSelectors: [], forceIgnoreNoIndex: false});
      return JSON.stringify(scanDocsPage(html)) !== JSON.stringify(expected);
    });
    expect(differing.map((file) => path.relative(BUILD_DIR, file))).toEqual([]);
  });
});

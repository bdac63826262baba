// Builds the site's search index with Pagefind after every build: a chunked index, so a query downloads only the
// index chunks and page fragments it needs rather than one index of the whole site. Also writes the site's
// vocabulary for the box's typo correction, and adds the /search page's route.
import {execFile} from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import type {Plugin} from '@docusaurus/types';
import {SECTIONS} from '../../src/data/sections';
import {INDEX_CHUNKS_FILE, PAGES_FILE, SEARCH_BUNDLE, VOCABULARY_FILE} from '../../src/lib/search/bundles';
import {pageRecord, type PageRecord} from './page-record';
import {vocabularyFile} from './vocabulary';

const SECTION_IDS = SECTIONS.map((section) => section.id);
const WRITER = path.join(__dirname, 'write-index.mjs');

async function readRecords(outDir: string, routesPaths: string[]): Promise<PageRecord[]> {
  const records = await Promise.all(
    [...new Set(routesPaths)].map(async (route) => {
      const html = await fs.readFile(path.join(outDir, route, 'index.html'), 'utf8').catch(() => undefined);
      // The site's addresses have no trailing slash (`/update-notes`), while its routes may be listed with one.
      const url = route.length > 1 ? route.replace(/\/$/, '') : route;
      return html === undefined ? undefined : pageRecord({html, url, sections: SECTION_IDS});
    }),
  );
  const byUrl = new Map(records.flatMap((record) => (record ? [[record.url, record] as const] : [])));
  return [...byUrl.values()];
}

async function writeBundle(records: PageRecord[], outputPath: string): Promise<void> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'pagefind-records-'));
  const recordsFile = path.join(folder, 'records.json');
  try {
    await fs.writeFile(recordsFile, JSON.stringify(records.map(({url, document}) => ({url, document}))));
    await promisify(execFile)(process.execPath, [WRITER, recordsFile, outputPath, PAGES_FILE, INDEX_CHUNKS_FILE], {
      maxBuffer: 16 * 1024 * 1024,
    });
  } finally {
    await fs.rm(folder, {recursive: true, force: true});
  }
}

export default function pagefindSearchPlugin(): Plugin {
  return {
    name: 'pagefind-search',
    async contentLoaded({actions}) {
      actions.addRoute({path: '/search', component: '@theme/SearchPage', exact: true});
    },
    async postBuild({outDir, routesPaths}) {
      const records = await readRecords(outDir, routesPaths);
      if (records.length === 0) throw new Error('pagefind-search: no built page had a Markdown body to index.');
      const bundle = path.join(outDir, SEARCH_BUNDLE);
      await writeBundle(records, bundle);
      await fs.writeFile(path.join(bundle, VOCABULARY_FILE), vocabularyFile(records.map((record) => record.text)));
    },
  };
}

// Writes a Pagefind bundle from the documents plugins/pagefind-search/index.ts prepared, and beside it the list of
// pages (fragment id -> address, title, breadcrumb) the search box reads instead of one fragment per suggestion.
// It runs as a process of its own because Pagefind is an ES module only and the site's plugins load as CommonJS.
// Also writes the bounds of the word index's chunks, in order, so the box can fetch every chunk a query's words reach
// before it searches (src/lib/search/chunk-plan.ts).
// Usage: node write-index.mjs <records.json> <output folder> <pages file name> <chunks file name>
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import * as pagefind from 'pagefind';
import {INDEX_CHUNK_SIZE, readFragment, readIndexChunks} from './pagefind-contract.mjs';

// Pagefind cuts its word index into chunks of about 28 KB compressed by default; a query fetches the chunks its
// words fall in, so smaller chunks cost a reader fewer bytes per query (bench/search). The variable is read by the
// Pagefind binary this script starts; pagefind-contract.test.ts fails when it stops taking effect.
process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE = String(INDEX_CHUNK_SIZE);

// What a browser needs from Pagefind's output; its ready-made interfaces and highlight script are not used.
const KEPT_FILES = /^(pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|wasm\.en\.pagefind|.*\.pf_meta)$/;
const KEPT_FOLDERS = new Set(['index', 'fragment', 'filter']);

const [recordsFile, outputPath, pagesFileName, chunksFileName] = process.argv.slice(2);
const records = JSON.parse(await fs.readFile(recordsFile, 'utf8'));

try {
  const {index, errors} = await pagefind.createIndex({forceLanguage: 'en'});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  for (const record of records) {
    const added = await index.addHTMLFile({url: record.url, content: record.document});
    if (added.errors.length > 0) throw new Error(`Pagefind could not index ${record.url}: ${added.errors.join('; ')}`);
  }
  const written = await index.writeFiles({outputPath});
  if (written.errors.length > 0)
    throw new Error(`Pagefind could not write ${outputPath}: ${written.errors.join('; ')}`);
} finally {
  await pagefind.close();
}
for (const entry of await fs.readdir(outputPath, {withFileTypes: true})) {
  const keep = entry.isDirectory() ? KEPT_FOLDERS.has(entry.name) : KEPT_FILES.test(entry.name);
  if (!keep) await fs.rm(path.join(outputPath, entry.name), {recursive: true});
}

const pages = {};
for (const file of await fs.readdir(path.join(outputPath, 'fragment'))) {
  const compressed = await fs.readFile(path.join(outputPath, 'fragment', file));
  const fragment = readFragment(zlib.gunzipSync(compressed), file);
  pages[file.replace(/\.pf_fragment$/, '')] = [fragment.url, fragment.meta.title ?? '', fragment.meta.breadcrumb ?? ''];
}
await fs.writeFile(path.join(outputPath, pagesFileName), JSON.stringify(pages));

const metaFile = (await fs.readdir(outputPath)).find((name) => name.endsWith('.pf_meta'));
if (!metaFile) throw new Error(`pagefind-search: Pagefind wrote no metadata file in ${outputPath}.`);
const chunks = readIndexChunks(zlib.gunzipSync(await fs.readFile(path.join(outputPath, metaFile))), metaFile);
await fs.writeFile(path.join(outputPath, chunksFileName), JSON.stringify(chunks.map(({from, to}) => [from, to])));

// Contract test of what plugins/pagefind-search relies on in the installed Pagefind beyond its documented API
// (pagefind-contract.mjs): it fails, naming the plugin, when an upgrade changes either.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {compareWords, probeFor} from '../../src/lib/search/chunk-plan';
import {readFragment, readIndexChunks} from './pagefind-contract.mjs';

const WRITER = path.join(__dirname, 'write-index.mjs');
const WORDS = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar'.split(' ');

function pages(count: number) {
  return Array.from({length: count}, (_, index) => {
    const text = Array.from({length: 300}, (_, word) => `${WORDS[(index + word) % WORDS.length]}${word % 97}x${index}`);
    return {
      url: `/page-${index}`,
      document: `<html lang="en"><body><main data-pagefind-body data-pagefind-meta="breadcrumb:Trail ${index}"><span data-pagefind-filter="kind:guide"></span><h1>Page ${index}</h1><p>${text.join(' ')}</p></main></body></html>`,
    };
  });
}

describe('pagefind-search plugin contract with Pagefind', () => {
  let folder: string;
  let bundle: string;
  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-contract-'));
    bundle = path.join(folder, 'bundle');
    fs.writeFileSync(path.join(folder, 'records.json'), JSON.stringify(pages(40)));
    execFileSync(process.execPath, [
      WRITER,
      path.join(folder, 'records.json'),
      bundle,
      'pages.json',
      'index-chunks.json',
    ]);
  }, 60_000);
  afterAll(() => fs.rmSync(folder, {recursive: true, force: true}));

  it('splits the word index into small chunks (PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE still takes effect)', () => {
    const chunks = fs
      .readdirSync(path.join(bundle, 'index'))
      .map((file) => fs.statSync(path.join(bundle, 'index', file)).size);
    // Pagefind's default makes one chunk of this small site; the plugin's setting must make several small ones.
    expect(
      chunks.length,
      'pagefind-search: PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE no longer splits the index',
    ).toBeGreaterThan(3);
    expect(Math.max(...chunks)).toBeLessThan(16_000);
  });

  it('reads every fragment into the page list (the fragment format is still gzip, signature, JSON)', () => {
    const fragments = fs.readdirSync(path.join(bundle, 'fragment'));
    expect(fragments).toHaveLength(40);
    const fragment = readFragment(
      zlib.gunzipSync(fs.readFileSync(path.join(bundle, 'fragment', fragments[0]))),
      fragments[0],
    );
    expect(fragment.url).toMatch(/^\/page-\d+$/);
    const list = JSON.parse(fs.readFileSync(path.join(bundle, 'pages.json'), 'utf8')) as Record<string, string[]>;
    expect(Object.keys(list)).toHaveLength(40);
    expect(list[fragments[0].replace('.pf_fragment', '')]).toEqual([
      fragment.url,
      `Page ${fragment.url.slice(6)}`,
      `Trail ${fragment.url.slice(6)}`,
    ]);
  });

  it('lists the bounds of every index chunk in order, each chunk reachable by one of its bounds', () => {
    const bounds = JSON.parse(fs.readFileSync(path.join(bundle, 'index-chunks.json'), 'utf8')) as [string, string][];
    expect(bounds).toHaveLength(fs.readdirSync(path.join(bundle, 'index')).length);
    const chunks = bounds.map(([from, to]) => ({from, to}));
    chunks.forEach(({from, to}, index) => {
      expect(from <= to, `chunk ${index}: ${from}..${to}`).toBe(true);
      if (index > 0)
        expect(compareWords(chunks[index - 1].to, from), `chunk ${index} after the one before`).toBeLessThan(0);
      expect(probeFor(chunks, index), `chunk ${index}: ${from}..${to}`).toBeDefined();
    });
  });

  it('fails loudly on metadata in another format', () => {
    expect(() => readIndexChunks(Buffer.from('pagefind_dcd{}'), 'pagefind.en_x.pf_meta')).toThrow(
      'pagefind-search: pagefind.en_x.pf_meta is not CBOR',
    );
    expect(() => readIndexChunks(Buffer.from('other'), 'pagefind.en_x.pf_meta')).toThrow('does not start with');
  });

  it('keeps only what a browser needs', () => {
    expect(
      fs
        .readdirSync(bundle)
        .filter((name) => !/\.pf_meta$/.test(name))
        .sort(),
    ).toEqual(
      [
        'filter',
        'fragment',
        'index',
        'index-chunks.json',
        'pagefind-entry.json',
        'pagefind-worker.js',
        'pagefind.js',
        'pages.json',
        'wasm.en.pagefind',
      ].sort(),
    );
  });

  it('fails loudly on a fragment in another format', () => {
    expect(() => readFragment(Buffer.from('{"url":"/x"}'), 'en_x.pf_fragment')).toThrow(
      'pagefind-search: en_x.pf_fragment does not start with "pagefind_dcd"; Pagefind changed its fragment format.',
    );
  });
});

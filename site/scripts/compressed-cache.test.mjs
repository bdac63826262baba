import zlib from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {CompressedCache, chooseEncoding, isCompressible} from './compressed-cache.mjs';

const stat = (size, mtimeMs = 1) => ({size, mtimeMs});

describe('CompressedCache', () => {
  it('compresses a file once, however many requests ask for it at the same time or later', async () => {
    let reads = 0;
    const text = 'search index '.repeat(1000);
    const cache = new CompressedCache({readFile: async () => (reads++, Buffer.from(text))});
    const [first, second] = await Promise.all([
      cache.get('/index.json', stat(text.length), 'br'),
      cache.get('/index.json', stat(text.length), 'br'),
    ]);
    await cache.get('/index.json', stat(text.length), 'br');
    expect(reads).toBe(1);
    expect(second).toBe(first);
    expect(zlib.brotliDecompressSync(first).toString()).toBe(text);
    // A rebuilt file (new modification time) and another coding are new entries.
    await cache.get('/index.json', stat(text.length, 2), 'br');
    const gzipped = await cache.get('/index.json', stat(text.length), 'gzip');
    expect(reads).toBe(3);
    expect(zlib.gunzipSync(gzipped).toString()).toBe(text);
  });

  it('keeps no more than its byte limit, dropping the least recently used', async () => {
    const cache = new CompressedCache({maxBytes: 1, readFile: async (file) => Buffer.from(file.repeat(500))});
    await cache.get('a', stat(500), 'gzip');
    await cache.get('b', stat(500), 'gzip');
    expect(cache.entries.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('forgets a failed read, so the next request tries again', async () => {
    let fail = true;
    const cache = new CompressedCache({
      readFile: async () => {
        if (fail) throw new Error('gone');
        return Buffer.from('x'.repeat(2000));
      },
    });
    await expect(cache.get('f', stat(2000), 'br')).rejects.toThrow('gone');
    fail = false;
    await expect(cache.get('f', stat(2000), 'br')).resolves.toBeInstanceOf(Buffer);
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['BR;Q=1', 'br'],
    [undefined, undefined],
    [';;,,q=', undefined],
  ])('%s → %s', (header, coding) => {
    expect(chooseEncoding(header)).toBe(coding);
  });
});

describe('isCompressible', () => {
  it('takes text of at least a kilobyte and leaves images and tiny files alone', () => {
    expect(isCompressible('application/json', 4_457_414)).toBe(true);
    expect(isCompressible('text/html; charset=utf-8', 2048)).toBe(true);
    expect(isCompressible('image/png', 50_000)).toBe(false);
    expect(isCompressible('text/css', 100)).toBe(false);
  });
});

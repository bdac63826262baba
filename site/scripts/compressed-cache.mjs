// Compressed copies of the build's files, made once per file and kept in memory, so the 4.5 MB search index costs
// no CPU after its first request (compressing it on every request took 125-140 ms each and piled up under load).
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Below this, the encoding headers cost about what compression saves.
const MIN_BYTES = 1024;
// Larger files are sent as they are rather than held in memory; the build has nothing near this.
const MAX_BYTES = 32 * 1024 * 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

export function isCompressible(type, size) {
  return size >= MIN_BYTES && size <= MAX_BYTES && COMPRESSIBLE.test(type);
}

/** q-values of an Accept-Encoding header by coding name, lower-cased; unreadable entries are skipped. */
function qualities(header) {
  const found = new Map();
  if (typeof header !== 'string') return found;
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    let q = 1;
    for (const parameter of parameters) {
      const match = /^q=([01](\.\d{0,3})?)$/.exec(parameter);
      if (match) q = Number(match[1]);
    }
    found.set(name, Math.min(q, 1));
  }
  return found;
}

/** The coding to send: Brotli or gzip, whichever the client rates higher (Brotli on a tie), or none. */
export function chooseEncoding(header) {
  const q = qualities(header);
  const rate = (name) => q.get(name) ?? q.get('*') ?? 0;
  const br = rate('br');
  const gz = rate('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}

const compressors = {
  // Quality 4 is what the browser benchmarks measured; the copy is cached, so a higher one would only slow the first
  // request of each file.
  br: (buffer) =>
    brotli(buffer, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }),
  gzip: (buffer) => gzip(buffer, {level: 6}),
};

/**
 * Compressed file bodies keyed by path, size, modification time and coding: a rebuilt file gets a new entry. Holds
 * at most `maxBytes` of compressed data, dropping the least recently used; concurrent requests for a file not yet
 * compressed share one compression.
 */
export class CompressedCache {
  constructor({maxBytes = 128 * 1024 * 1024, readFile} = {}) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.entries = new Map();
    this.readFile = readFile ?? ((file) => import('node:fs/promises').then((fs) => fs.readFile(file)));
  }

  get(file, stat, encoding) {
    const key = `${encoding}:${stat.size}:${stat.mtimeMs}:${file}`;
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.promise;
    }
    const entry = {size: 0, promise: undefined};
    entry.promise = this.readFile(file)
      .then((buffer) => compressors[encoding](buffer))
      .then((body) => {
        if (this.entries.get(key) === entry) {
          entry.size = body.length;
          this.bytes += body.length;
          this.evict();
        }
        return body;
      })
      .catch((error) => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
        throw error;
      });
    this.entries.set(key, entry);
    return entry.promise;
  }

  evict() {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= entry.size;
    }
  }
}

// What this site relies on in Pagefind (pinned exactly in site/package.json) beyond its documented API, in one place,
// checked by pagefind-contract.test.ts against the installed Pagefind:
// - the environment variable PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE, which sets the size of the word index's chunks;
// - the fragment file format: gzip of the bytes "pagefind_dcd" followed by the page's JSON (url, meta);
// - the metadata file format: gzip of the same signature followed by CBOR, whose third item lists the word index's
//   chunks as [first word, last word, file name], in order.
import {decodeCbor} from './cbor.mjs';

/** Chunk size given to Pagefind; 4,000 gives chunks of about 6 KB compressed on this site instead of about 28 KB. */
export const INDEX_CHUNK_SIZE = 4000;

const FRAGMENT_SIGNATURE = 'pagefind_dcd';

/** A decompressed fragment's url and metadata; throws, naming the file, when the format is not what we rely on. */
export function readFragment(bytes, fileName) {
  const text = bytes.toString('utf8');
  if (!text.startsWith(FRAGMENT_SIGNATURE)) {
    throw new Error(
      `pagefind-search: ${fileName} does not start with "${FRAGMENT_SIGNATURE}"; Pagefind changed its fragment format.`,
    );
  }
  const fragment = JSON.parse(text.slice(FRAGMENT_SIGNATURE.length));
  if (typeof fragment.url !== 'string' || typeof fragment.meta !== 'object' || fragment.meta === null) {
    throw new Error(`pagefind-search: ${fileName} has no url or meta; Pagefind changed its fragment format.`);
  }
  return fragment;
}

/** The word index's chunks, in Pagefind's order, from a decompressed metadata file; throws, naming it, when unreadable. */
export function readIndexChunks(bytes, fileName) {
  const fail = (what) => {
    throw new Error(`pagefind-search: ${fileName} ${what}; Pagefind changed its metadata format.`);
  };
  if (Buffer.from(bytes.subarray(0, FRAGMENT_SIGNATURE.length)).toString('utf8') !== FRAGMENT_SIGNATURE) {
    fail(`does not start with "${FRAGMENT_SIGNATURE}"`);
  }
  let meta;
  try {
    meta = decodeCbor(bytes.subarray(FRAGMENT_SIGNATURE.length));
  } catch (error) {
    fail(`is not CBOR (${error.message})`);
  }
  const chunks = Array.isArray(meta) ? meta[2] : undefined;
  const isChunk = (chunk) =>
    Array.isArray(chunk) && chunk.length >= 3 && chunk.slice(0, 3).every((part) => typeof part === 'string');
  if (!Array.isArray(chunks) || chunks.length === 0 || !chunks.every(isChunk)) fail('lists no index chunks');
  return chunks.map(([from, to, hash]) => ({from, to, hash}));
}

// Reads how a WebP file animates from its RIFF chunks alone (no decoder): the site's checks use it to make sure an
// animated screenshot really has several frames, and a still has one. Pure.

export type WebpMotion = {
  /** 1 for a still image; the number of ANMF chunks for an animation. */
  frames: number;
  /** Each frame's duration in ms, in order (empty for a still). */
  durations: number[];
  /** How many times the animation plays, 0 for forever; undefined for a still. */
  loop?: number;
};

const fourCC = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
const uint16 = (bytes: Uint8Array, at: number) => bytes[at] | (bytes[at + 1] << 8);
const uint24 = (bytes: Uint8Array, at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
const uint32 = (bytes: Uint8Array, at: number) => (uint24(bytes, at) | (bytes[at + 3] << 24)) >>> 0;

/** The frames, their durations and the loop count of a WebP file; throws when the bytes are not a WebP file. */
export function webpMotion(bytes: Uint8Array): WebpMotion {
  if (bytes.length < 12 || fourCC(bytes, 0) !== 'RIFF' || fourCC(bytes, 8) !== 'WEBP') {
    throw new Error('not a WebP file');
  }
  const end = Math.min(bytes.length, 8 + uint32(bytes, 4));
  const durations: number[] = [];
  let loop: number | undefined;
  // Chunks: a four-letter type, a 32-bit little-endian size, the data, padded to an even length.
  for (let at = 12; at + 8 <= end;) {
    const type = fourCC(bytes, at);
    const size = uint32(bytes, at + 4);
    const data = at + 8;
    if (data + size > end) throw new Error(`WebP chunk ${type} runs past the end of the file`);
    // ANIM: background colour (4 bytes), then the loop count. ANMF: x, y, width-1, height-1 (3 bytes each), then
    // the duration (3 bytes).
    if (type === 'ANIM') loop = uint16(bytes, data + 4);
    if (type === 'ANMF') durations.push(uint24(bytes, data + 12));
    at = data + size + (size % 2);
  }
  return durations.length ? {frames: durations.length, durations, loop: loop ?? 0} : {frames: 1, durations: []};
}

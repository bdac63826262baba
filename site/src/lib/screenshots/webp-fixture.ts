// A WebP container built byte by byte, for the tests of webpMotion and of the site's animation checks.

/** A RIFF chunk: type, little-endian size, data, padded to an even length. */
function chunk(type: string, data: number[]): number[] {
  const size = data.length;
  return [...Buffer.from(type), size & 0xff, (size >> 8) & 0xff, 0, 0, ...data, ...(size % 2 ? [0] : [])];
}

/** An animated WebP's container with the given frame durations (frame bitstreams left out: only layout matters). */
export function animatedWebp(durations: number[], loop = 0): Buffer {
  const frame = (ms: number) =>
    chunk('ANMF', [0, 0, 0, 0, 0, 0, 9, 0, 0, 9, 0, 0, ms & 0xff, (ms >> 8) & 0xff, ms >> 16, 0, 7]);
  const body = [
    ...Buffer.from('WEBP'),
    ...chunk('VP8X', [2, 0, 0, 0, 9, 0, 0, 9, 0, 0]),
    ...chunk('ANIM', [0, 0, 0, 0, loop & 0xff, loop >> 8]),
    ...durations.flatMap(frame),
  ];
  const size = body.length;
  return Buffer.from([...Buffer.from('RIFF'), size & 0xff, (size >> 8) & 0xff, 0, 0, ...body]);
}

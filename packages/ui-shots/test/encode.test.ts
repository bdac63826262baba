import sharp from 'sharp';
import {describe, expect, it} from 'vitest';

import {encodeAnimation} from '../src/encode.js';

const WEBP = {lossless: true, effort: 6} as const;

/** A small frame: a flat background with a bar whose length stands for a slider's value. */
async function frame(bar: number, width = 40, height = 12): Promise<Buffer> {
  return sharp({create: {width, height, channels: 4, background: '#1e1e1e'}})
    .composite([
      {
        input: {create: {width: bar, height: 4, channels: 4, background: '#0078d4'}},
        left: 2,
        top: 4,
      },
    ])
    .png()
    .toBuffer();
}

describe('encodeAnimation', () => {
  it('writes an animated WebP with every frame and its delay, looping, at the frames’ size', async () => {
    const frames = await Promise.all([frame(4), frame(12), frame(20)]);
    const animation = await encodeAnimation(frames, [800, 400, 2000], WEBP);
    expect(animation).toMatchObject({width: 40, height: 12, frames: 3, durationMs: 3200});
    const meta = await sharp(animation.webp, {animated: true}).metadata();
    expect(meta.pages).toBe(3);
    expect(meta.pageHeight).toBe(12);
    expect(meta.delay).toEqual([800, 400, 2000]);
    expect(meta.loop).toBe(0);
    expect(animation.bytes).toBe(animation.webp.length);
    // Lossless: the second frame decodes to exactly the pixels it was made from.
    const decoded = await sharp(animation.webp, {animated: true}).ensureAlpha().raw().toBuffer();
    const second = await sharp(frames[1]).ensureAlpha().raw().toBuffer();
    expect(decoded.subarray(40 * 12 * 4, 2 * 40 * 12 * 4).equals(second)).toBe(true);
  });

  it('gives the same bytes for the same frames, so a re-render changes no committed file', async () => {
    const frames = await Promise.all([frame(4), frame(30)]);
    const first = await encodeAnimation(frames, [500, 1500], WEBP);
    const second = await encodeAnimation(frames, [500, 1500], WEBP);
    expect(second.sha256).toBe(first.sha256);
    const other = await encodeAnimation(await Promise.all([frame(4), frame(31)]), [500, 1500], WEBP);
    expect(other.pixelsSha256).not.toBe(first.pixelsSha256);
  });

  it('refuses one frame, a missing delay and frames of different sizes', async () => {
    const one = await frame(4);
    await expect(encodeAnimation([one], [500], WEBP)).rejects.toThrow(/two frames or more/);
    await expect(encodeAnimation([one, one], [500], WEBP)).rejects.toThrow(/each with a delay/);
    await expect(encodeAnimation([one, await frame(4, 41)], [500, 500], WEBP)).rejects.toThrow(/same size/);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {webpMotion} from './webp';
import {animatedWebp} from './webp-fixture';

describe('webpMotion', () => {
  it('counts the frames of an animation with their durations and its loop count', () => {
    expect(webpMotion(animatedWebp([800, 1400, 3000], 3))).toEqual({frames: 3, durations: [800, 1400, 3000], loop: 3});
    // Durations above 16 bits, which the third byte carries.
    expect(webpMotion(animatedWebp([70_000, 100])).durations).toEqual([70_000, 100]);
  });

  it('reads a still image as one frame', () => {
    const still = fs.readFileSync(path.join(__dirname, '../../../static/img/ui/home-light.webp'));
    expect(webpMotion(still)).toEqual({frames: 1, durations: []});
  });

  it('refuses what is not a WebP file, and a chunk cut short', () => {
    expect(() => webpMotion(Buffer.from('GIF89a and more bytes'))).toThrow('not a WebP file');
    const cut = animatedWebp([800, 900]);
    // The last frame's chunk (26 bytes with its padding) claims more data than the file holds.
    cut.writeUInt32LE(1000, cut.length - 26 + 4);
    expect(() => webpMotion(cut)).toThrow(/runs past the end/);
  });
});

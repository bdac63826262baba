import {describe, expect, it} from 'vitest';

import {emptyBand} from '../src/bands.js';

/** An RGBA image of `height` rows, 4 px wide; `marked` rows get one dark pixel, the rest are flat grey. */
function image(height: number, marked: number[]): Uint8Array {
  const pixels = new Uint8Array(4 * 4 * height).fill(200);
  for (const row of marked) pixels.set([10, 10, 10, 255], row * 16 + 8);
  return pixels;
}

describe('emptyBand', () => {
  it('finds the longest run of uniform rows and its share of the height', () => {
    const band = emptyBand(image(10, [0, 1, 2, 5, 9]), 4, 10);
    expect(band).toEqual({from: 6, to: 8, share: 0.3});
  });

  it('counts a band that runs to the bottom edge', () => {
    expect(emptyBand(image(10, [0, 1, 2, 3]), 4, 10)).toEqual({from: 4, to: 9, share: 0.6});
  });

  it('reports none when every row has content', () => {
    expect(emptyBand(image(3, [0, 1, 2]), 4, 3)).toEqual({from: -1, to: -1, share: 0});
  });

  it('treats a row of another flat colour as empty too', () => {
    const pixels = image(4, [0, 3]);
    pixels.fill(90, 16, 32);
    expect(emptyBand(pixels, 4, 4).share).toBe(0.5);
  });
});

import {describe, expect, it} from 'vitest';

import {clampBox, cropRect, outlineRect, padBox, roundOut, unionBoxes} from '../src/outline.js';

const box = (x: number, y: number, width: number, height: number) => ({x, y, width, height});

describe('outline geometry', () => {
  it('unites boxes and ignores empty ones', () => {
    expect(unionBoxes([box(10, 10, 20, 10), box(50, 5, 10, 10), box(0, 0, 0, 0)])).toEqual(box(10, 5, 50, 15));
    expect(unionBoxes([])).toBeNull();
    expect(unionBoxes([box(3, 3, 0, 10)])).toBeNull();
  });

  it('pads on every side', () => {
    expect(padBox(box(10, 10, 20, 10), 4)).toEqual(box(6, 6, 28, 18));
  });

  it('clamps to bounds and reports no overlap', () => {
    expect(clampBox(box(-5, -5, 20, 20), box(0, 0, 100, 100))).toEqual(box(0, 0, 15, 15));
    expect(clampBox(box(200, 0, 10, 10), box(0, 0, 100, 100))).toBeNull();
  });

  it('rounds outward to whole pixels', () => {
    expect(roundOut(box(1.5, 2.2, 3.1, 4.9))).toEqual(box(1, 2, 4, 6));
  });

  it('keeps the outline inside the crop with an inset', () => {
    const crop = box(0, 0, 420, 300);
    expect(outlineRect([box(0, 280, 100, 20)], crop, 4, 2)).toEqual(box(2, 276, 102, 22));
    expect(outlineRect([box(100, 100, 50, 20)], crop)).toEqual(box(96, 96, 58, 28));
    expect(outlineRect([box(100, 400, 50, 20)], crop)).toBeNull();
  });

  it('caps the crop height and keeps its top', () => {
    const page = box(0, 0, 420, 2000);
    expect(cropRect([box(0, 100, 420, 1500)], page, 0, 700)).toEqual(box(0, 100, 420, 700));
    expect(cropRect([box(10, 10, 100, 50)], page, 8, 700)).toEqual(box(2, 2, 116, 66));
    expect(cropRect([], page, 0, 700)).toBeNull();
  });
});

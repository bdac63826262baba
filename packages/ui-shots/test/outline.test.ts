import {describe, expect, it} from 'vitest';

import {calloutSpot, clampBox, cropRect, outlineRect, padBox, roundOut, unionBoxes} from '../src/outline.js';

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

  it('frames the whole union at any height, padded and kept inside the page', () => {
    const page = box(0, 0, 420, 2000);
    expect(cropRect([box(0, 100, 420, 1500)], page, 0)).toEqual(box(0, 100, 420, 1500));
    expect(cropRect([box(10, 10, 100, 50)], page, 8)).toEqual(box(2, 2, 116, 66));
    expect(cropRect([], page, 0)).toBeNull();
  });

  it('centres a callout on the top-left corner of its element, moved inside the frame at an edge', () => {
    const frame = box(0, 100, 420, 300);
    expect(calloutSpot([box(200, 200, 80, 24)], frame, 20)).toEqual(box(190, 190, 20, 20));
    expect(calloutSpot([box(0, 100, 80, 24)], frame, 20)).toEqual(box(1, 101, 20, 20));
    expect(calloutSpot([box(410, 390, 40, 40)], frame, 20)).toEqual(box(399, 379, 20, 20));
    expect(calloutSpot([box(10, 500, 40, 40)], frame, 20)).toBeNull();
    expect(calloutSpot([], frame, 20)).toBeNull();
  });
});

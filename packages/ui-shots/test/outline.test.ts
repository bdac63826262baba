import {describe, expect, it} from 'vitest';

import {
  calloutSpot,
  calloutSpots,
  clampBox,
  cropRect,
  outlineRect,
  padBox,
  roundOut,
  unionBoxes,
} from '../src/outline.js';

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
    // Side by side: flush with the content's top (a menu's edge), room on the other three sides.
    expect(cropRect([box(10, 10, 100, 50)], page, {top: 0, right: 8, bottom: 4, left: 2})).toEqual(box(8, 10, 110, 54));
    // A flush side is rounded inward, the padded ones outward.
    const menu = box(10.5, 20.3, 100, 50.4);
    expect(cropRect([menu], page, {top: 0, right: 2, bottom: 2, left: 2})).toEqual(box(8, 21, 105, 52));
  });

  // Two boxes cover each other when they share some area; touching edges do not count.
  const covers = (a: {x: number; y: number; width: number; height: number}, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  it('puts a badge beside its element, never on it: left, else above, else right, else below', () => {
    const frame = box(0, 0, 420, 400);
    // Room on the left: centred on the element's height, a gap away.
    expect(calloutSpot([box(200, 200, 80, 24)], frame, 20)).toEqual(box(178, 202, 20, 20));
    // Flush with the frame's left edge: above, centred on a small element.
    expect(calloutSpot([box(0, 100, 30, 24)], frame, 20)).toEqual(box(5, 78, 20, 20));
    // Flush with the left and top edges: to the right.
    expect(calloutSpot([box(0, 0, 40, 24)], frame, 20)).toEqual(box(42, 2, 20, 20));
    // A full-width strip at the top: below, lined up with its start.
    expect(calloutSpot([box(10, 0, 400, 30)], frame, 20)).toEqual(box(10, 32, 20, 20));
    expect(calloutSpot([box(10, 500, 40, 40)], frame, 20)).toBeNull();
    expect(calloutSpot([], frame, 20)).toBeNull();
  });

  it('lines a badge up with the first line of a tall element', () => {
    expect(calloutSpot([box(100, 50, 200, 120)], box(0, 0, 420, 400), 20)).toEqual(box(78, 50, 20, 20));
  });

  it('falls back to the corner, inside the frame, when no side has room', () => {
    const frame = box(0, 0, 100, 40);
    expect(calloutSpot([box(0, 0, 100, 40)], frame, 20)).toEqual(box(1, 1, 20, 20));
  });

  it('keeps each badge off its own element, the other elements and the other badges', () => {
    const frame = box(0, 0, 420, 300);
    // A row of icons 24 px wide with 4 px between them (the task header's buttons) and a column of tabs flush with
    // the frame's left edge (the settings tabs): the old corner rule put every badge on its own icon.
    const icons = [0, 1, 2, 3].map((n) => [box(20 + n * 28, 250, 24, 24)]);
    const tabs = [0, 1, 2].map((n) => [box(0, n * 46, 46, 46)]);
    const groups = [...icons, ...tabs];
    const spots = calloutSpots(
      groups.map((targets) => ({targets})),
      frame,
      20,
    );
    const targets = groups.flat();
    spots.forEach((spot, index) => {
      expect(spot).not.toBeNull();
      expect(targets.some((target) => covers(spot!, target))).toBe(false);
      spots.forEach((other, at) => at !== index && expect(covers(spot!, other!)).toBe(false));
      expect(spot!.x >= 1 && spot!.y >= 1 && spot!.x + 20 <= 419 && spot!.y + 20 <= 299).toBe(true);
    });
    // The icons, hemmed in by the frame's edge and their neighbours, get theirs above; the tabs to their right.
    expect(spots.slice(0, 4)).toEqual(icons.map((_, n) => box(22 + n * 28, 228, 20, 20)));
    expect(spots.slice(4)).toEqual(tabs.map((_, n) => box(48, 13 + n * 46, 20, 20)));
  });

  it('tries the side a scene asks for first, and the usual order when that side has no room', () => {
    const frame = box(0, 0, 420, 300);
    const target = [box(100, 100, 24, 24)];
    expect(calloutSpot(target, frame, 20, [], 'right')).toEqual(box(126, 102, 20, 20));
    expect(calloutSpot(target, frame, 20, [], 'below')).toEqual(box(102, 126, 20, 20));
    // No room on the right at the frame's edge: back to the usual order, so the left.
    expect(calloutSpot([box(396, 100, 24, 24)], frame, 20, [], 'right')).toEqual(box(374, 102, 20, 20));
    expect(calloutSpots([{targets: target, side: 'above'}], frame, 20)).toEqual([box(102, 78, 20, 20)]);
  });

  it('puts the badges of controls inside a large box on its blank part, and the badge of the box outside it', () => {
    const frame = box(0, 0, 420, 200);
    // A chat box with its buttons stacked at its right edge, and a control bar under it.
    const chatBox = box(14, 30, 392, 94);
    const buttons = [0, 1, 2].map((n) => box(374, 32 + n * 28, 28, 28));
    const bar = box(14, 130, 57, 25);
    const spots = calloutSpots(
      [{targets: [chatBox]}, ...buttons.map((b) => ({targets: [b]})), {targets: [bar]}],
      frame,
      20,
    );
    expect(spots[0]).toEqual(box(14, 8, 20, 20));
    expect(spots.slice(1, 4)).toEqual(buttons.map((b) => box(352, b.y + 4, 20, 20)));
    // The bar's control has no room on its left: above it, on the chat box's blank lower edge.
    expect(spots[4]).toEqual(box(33, 108, 20, 20));
    expect(covers(spots[0]!, chatBox)).toBe(false);
  });

  it('still avoids its own element when the others leave it nowhere free', () => {
    const frame = box(0, 0, 200, 100);
    const spot = calloutSpot([box(60, 40, 30, 20)], frame, 20, [box(0, 0, 200, 100)]);
    expect(spot).not.toBeNull();
    expect(covers(spot!, box(60, 40, 30, 20))).toBe(false);
  });
});

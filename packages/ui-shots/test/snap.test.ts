import {describe, expect, it} from 'vitest';

import {clearHiddenParts, MAX_OUTWARD, snapToRows} from '../src/snap.js';

const PAGE = {x: 0, y: 0, width: 420, height: 700};
const line = (y: number, height = 18, x = 20, width = 300) => ({x, y, width, height});

describe('snapToRows', () => {
  // A popup from y 100 to 300, framed with 4 px of padding: the edge at 96 runs through the view behind it.
  const content = {x: 10, y: 100, width: 400, height: 200};
  const frame = {x: 6, y: 96, width: 408, height: 208};

  it('leaves a frame whose edges cut no line as it is', () => {
    expect(snapToRows(frame, content, PAGE, [line(60), line(120), line(320)])).toEqual(frame);
  });

  it('moves an edge inward past a sliced line when the content stays whole', () => {
    // The line from 88 to 99 ends above the content's top: the frame starts under it.
    const snapped = snapToRows(frame, content, PAGE, [line(88, 11)]);
    expect(snapped.y).toBe(99);
    expect(snapped.y + snapped.height).toBe(frame.y + frame.height);
  });

  it('moves an edge outward to take in a line that reaches into the content', () => {
    // From 90 to 108: going inward would cut the content, so the frame grows to the line's top.
    const snapped = snapToRows(frame, content, PAGE, [line(90)]);
    expect(snapped.y).toBe(90);
  });

  it('follows a line met on the way out, and gives up beyond the limit', () => {
    // Two lines stacked across the edge: the outward move must clear both.
    expect(snapToRows(frame, content, PAGE, [line(90), line(75, 20)]).y).toBe(75);
    // A tall block across the edge would need more than MAX_OUTWARD: the edge stays.
    expect(snapToRows(frame, content, PAGE, [line(96 - MAX_OUTWARD - 10, MAX_OUTWARD + 30)]).y).toBe(96);
  });

  it('snaps the bottom edge the same way, and ignores lines beside the frame', () => {
    // The bottom edge is at 304; a line from 298 to 316 starts inside the content, so the frame grows to 316.
    const grown = snapToRows(frame, content, PAGE, [line(298)]);
    expect(grown.y + grown.height).toBe(316);
    // A line from 300 to 318 starts where the content ends: the frame stops at its top.
    const shrunk = snapToRows(frame, content, PAGE, [line(300)]);
    expect(shrunk.y + shrunk.height).toBe(300);
    // Outside the frame's width, a line is not in the picture at all.
    expect(snapToRows(frame, content, PAGE, [line(90, 18, 500, 100)])).toEqual(frame);
  });

  it('tolerates an edge in the leading of a line box, where no glyph is drawn', () => {
    // The edge at 96 is 1 px inside the box of a line from 95 to 113.
    expect(snapToRows(frame, content, PAGE, [line(95)])).toEqual(frame);
  });

  it('clears an edge in every frame of an animation at once', () => {
    // One frame has a line across the edge, another has a line just above it: the new edge must clear both.
    const snapped = snapToRows(frame, content, PAGE, [line(90), line(70, 18)]);
    expect(snapped.y).toBe(90);
    expect(snapToRows(frame, content, PAGE, [line(90), line(80, 18)]).y).toBe(80);
  });
});

describe('clearHiddenParts', () => {
  // A menu from y 100 to 300 and x 40 to 360, framed with 8 px of padding.
  const content = {x: 40, y: 100, width: 320, height: 200};
  const frame = {x: 32, y: 92, width: 336, height: 216};

  it('leaves a frame alone when nothing in its margin is half hidden', () => {
    expect(clearHiddenParts(frame, content, [])).toEqual(frame);
    // A piece far above the frame, or one inside the content (the menu's own text is never hidden by it).
    expect(clearHiddenParts(frame, content, [line(40), line(150, 18, 60, 200)])).toEqual(frame);
  });

  it('starts the frame at the menu when the line behind it shows above its top', () => {
    // The line's visible piece runs from 88 to the menu's top at 99.6: the tops of its letters.
    const cleared = clearHiddenParts(frame, content, [line(88, 11.6, 60, 200)]);
    expect(cleared.y).toBe(100);
    expect(cleared.y + cleared.height).toBe(308);
    // Never into the menu, even when the piece measured reaches a little past its edge.
    expect(clearHiddenParts(frame, content, [line(95, 8, 60, 200)]).y).toBe(100);
  });

  it('ends the frame at the menu when a line behind it shows below', () => {
    const cleared = clearHiddenParts(frame, content, [line(300.4, 6, 60, 200)]);
    expect(cleared.y + cleared.height).toBe(300);
  });

  it("trims a side where a line behind the menu shows past the menu's edge", () => {
    // The ends of two lines to the right of the menu, between x 360 and 380.
    const cleared = clearHiddenParts(frame, content, [line(120, 18, 360.5, 20), line(140, 18, 360.5, 20)]);
    expect(cleared.x + cleared.width).toBe(360);
    expect(cleared.x).toBe(32);
    expect(cleared.height).toBe(frame.height);
  });

  it('leaves a side alone when the piece beside the menu is outside the frame after its top moved', () => {
    // A piece right of the menu but above its top: taken out by the top edge, so the right side keeps its margin.
    const cleared = clearHiddenParts(frame, content, [line(90, 9, 200, 180)]);
    expect(cleared.y).toBe(99);
    expect(cleared.x + cleared.width).toBe(368);
  });
});

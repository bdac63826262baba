// Whole rows at the frame's edges: a frame whose top or bottom edge runs through a line of text shows half a line
// of something the figure is not about (the view behind a popup, the row under the last one framed). Pure and
// unit-tested: the renderer measures the lines of every frame and crops to what this returns.
import type {Box} from './outline.js';

/** How far, in CSS px, an edge may move outward to take in a line it would cut: a little more than a line's height. */
export const MAX_OUTWARD = 24;
/** CSS px of a line box an edge may cross without touching a glyph (a line box includes the font's leading). */
export const LEADING = 2;

/** The lines whose glyphs the horizontal edge at `y` would cut, among those across the frame's width. */
function cutAt(y: number, frame: Box, lines: Box[]): Box[] {
  return lines.filter(
    (line) =>
      line.x < frame.x + frame.width &&
      line.x + line.width > frame.x &&
      line.y < y - LEADING &&
      line.y + line.height > y + LEADING,
  );
}

/** Follows the lines an edge cuts in one direction until it cuts none, or null when that passes `limit`. */
function clearPosition(edge: number, frame: Box, lines: Box[], down: boolean, limit: number): number | null {
  let at = edge;
  // Each move clears the lines cut so far; a line met on the way is cleared by the next move.
  for (let step = 0; step <= lines.length; step++) {
    const cut = cutAt(at, frame, lines);
    if (cut.length === 0) return at;
    at = down ? Math.max(...cut.map((line) => line.y + line.height)) : Math.min(...cut.map((line) => line.y));
    if (down ? at > limit : at < limit) return null;
  }
  return null;
}

/**
 * One edge, moved off the lines it cuts: inward past them while that leaves the content (the union of what the
 * scene frames, before padding) whole, else outward to take them in, by at most MAX_OUTWARD and within the page.
 * When neither is clear, the edge stays where it was.
 */
function snapEdge(edge: number, side: 'top' | 'bottom', frame: Box, content: Box, page: Box, lines: Box[]): number {
  if (side === 'top') {
    return (
      clearPosition(edge, frame, lines, true, content.y) ??
      clearPosition(edge, frame, lines, false, Math.max(page.y, edge - MAX_OUTWARD)) ??
      edge
    );
  }
  return (
    clearPosition(edge, frame, lines, false, content.y + content.height) ??
    clearPosition(edge, frame, lines, true, Math.min(page.y + page.height, edge + MAX_OUTWARD)) ??
    edge
  );
}

/**
 * The frame with its top and bottom edges off every line of text they would cut. `lines` are the drawn line boxes of
 * every frame of the scene (an animation shares one crop, so an edge must be clear in all of them); the sides are
 * left alone (the frame is the panel's width in nearly every scene). Edges come out in whole CSS px.
 */
export function snapToRows(frame: Box, content: Box, page: Box, lines: Box[]): Box {
  const top = Math.floor(snapEdge(frame.y, 'top', frame, content, page, lines));
  const bottom = Math.ceil(snapEdge(frame.y + frame.height, 'bottom', frame, content, page, lines));
  return {x: frame.x, y: top, width: frame.width, height: bottom - top};
}

/**
 * The frame with no visible piece of a line that something opaque drawn over it (a menu, a popover, a sticky header)
 * hides in part: such a line shows the tops of its letters above the menu, or its ends beside it, however the edge
 * is placed, so the edge moves inward to the covering layer instead. `parts` are the visible pieces of those lines.
 * Only pieces in the frame's margin (outside the content) count, and an edge never moves into the content; top and
 * bottom first, then the sides over what is left. Moved edges are rounded inward, so no sub-pixel row of the view
 * behind stays at the edge.
 */
export function clearHiddenParts(frame: Box, content: Box, parts: Box[]): Box {
  let top = frame.y;
  let bottom = frame.y + frame.height;
  let left = frame.x;
  let right = frame.x + frame.width;
  const contentBottom = content.y + content.height;
  const contentRight = content.x + content.width;
  const across = (part: Box) => part.x < right && part.x + part.width > left;
  for (const part of parts.filter(across)) {
    if (part.y < content.y && part.y + part.height > top)
      top = Math.max(top, Math.min(part.y + part.height, content.y));
    if (part.y + part.height > contentBottom && part.y < bottom)
      bottom = Math.min(bottom, Math.max(part.y, contentBottom));
  }
  const beside = (part: Box) => part.y < bottom && part.y + part.height > top;
  for (const part of parts.filter(beside)) {
    if (part.x < content.x && part.x + part.width > left)
      left = Math.max(left, Math.min(part.x + part.width, content.x));
    if (part.x + part.width > contentRight && part.x < right) right = Math.min(right, Math.max(part.x, contentRight));
  }
  const edge = (moved: number, was: number, inward: (n: number) => number) => (moved === was ? was : inward(moved));
  const y = edge(top, frame.y, Math.ceil);
  const x = edge(left, frame.x, Math.ceil);
  const yEnd = edge(bottom, frame.y + frame.height, Math.floor);
  const xEnd = edge(right, frame.x + frame.width, Math.floor);
  return {x, y, width: xEnd - x, height: yEnd - y};
}

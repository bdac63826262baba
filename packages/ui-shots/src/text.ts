// Which text a screenshot shows. The renderer measures text runs in the page; this part is pure and unit-tested.
import {clampBox, type Box} from './outline.js';

/**
 * One piece of text the page draws: a text node, or the value of a text field. The renderer reads its boxes and the
 * box its clipping ancestors leave visible; the page's text is never read from innerText, which cannot say where a
 * line is drawn.
 */
export interface TextRun {
  text: string;
  /** Where the run is drawn: one box per line it wraps to. */
  rects: Box[];
  /** The part of the page its overflow-clipping ancestors leave visible; null when they hide it entirely. */
  clip: Box | null;
  /** The nearest block-level ancestor: runs of one block drawn on one line are one line of text. */
  block: number;
}

/** How far a run may stick out of the frame, in CSS px: boxes are fractional and the frame is rounded outward. */
const TOLERANCE = 1;
/** A run cut by a scrolled container by more than this share of its area is not readable, so it does not count. */
const MIN_SHOWN = 0.9;
/** CSS px of a line box a clipping container may cut off while the text stays whole (a menu item's 2 px, say). */
const LEADING = 3;
/** Runs of one block whose tops differ by less than this are on the same line. */
const SAME_LINE = 3;

const area = (box: Box) => box.width * box.height;

function inside(box: Box, frame: Box): boolean {
  return (
    box.x >= frame.x - TOLERANCE &&
    box.y >= frame.y - TOLERANCE &&
    box.x + box.width <= frame.x + frame.width + TOLERANCE &&
    box.y + box.height <= frame.y + frame.height + TOLERANCE
  );
}

/** The run's drawn boxes when the whole run is readable inside the frame, else null. */
function shownRects(run: TextRun, frame: Box): Box[] | null {
  const rects = run.rects.filter((rect) => rect.width > 0 && rect.height > 0);
  if (rects.length === 0 || !run.clip) return null;
  // Line boxes include the font's leading, which a tight container may clip without touching a glyph.
  const clip = {
    x: run.clip.x - LEADING,
    y: run.clip.y - LEADING,
    width: run.clip.width + 2 * LEADING,
    height: run.clip.height + 2 * LEADING,
  };
  const shown = rects.flatMap((rect) => clampBox(rect, clip) ?? []);
  const drawn = rects.reduce((sum, rect) => sum + area(rect), 0);
  if (shown.length === 0 || shown.reduce((sum, rect) => sum + area(rect), 0) < MIN_SHOWN * drawn) return null;
  return shown.every((rect) => inside(rect, frame)) ? shown : null;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The lines of text readable inside the frame, in document order: a run counts only when all of it is drawn inside
 * the frame and not hidden by a scrolled container, so a label sliced by the frame's edge is not claimed as shown.
 */
export function linesInFrame(runs: TextRun[], frame: Box): string[] {
  const lines: string[] = [];
  // `spaced`: the last run ended in whitespace, which the browser draws as a space when more text follows on its line.
  let current: {block: number; top: number; right: number; text: string; spaced: boolean} | null = null;
  const flush = () => {
    const text = current && normalise(current.text);
    if (text) lines.push(text);
    current = null;
  };
  for (const run of runs) {
    const text = normalise(run.text);
    const rects = text ? shownRects(run, frame) : null;
    if (!rects) continue;
    const first = rects[0]!;
    const last = rects[rects.length - 1]!;
    const c = current;
    const spaced = /\s$/.test(run.text);
    if (c && c.block === run.block && Math.abs(c.top - first.y) < SAME_LINE && first.x >= c.right - TOLERANCE) {
      // Two text nodes of one element ("Add " + "Folder") touch: the space is inside the first one's box, not between.
      const space = c.spaced || /^\s/.test(run.text) || first.x - c.right > 2;
      c.text += space ? ` ${text}` : text;
      c.right = last.x + last.width;
      c.top = last.y;
      c.spaced = spaced;
    } else {
      flush();
      current = {block: run.block, top: last.y, right: last.x + last.width, text, spaced};
    }
  }
  flush();
  return lines;
}

/** The expected texts that are not readable inside the frame (compared with runs of whitespace folded). */
export function missingFromFrame(expected: string[], lines: string[]): string[] {
  const shown = lines.map(normalise).join('\n');
  return expected.filter((text) => !shown.includes(normalise(text)));
}

// Frame maths: the part of the window a picture keeps, the text that lies inside it, and where numbered callouts go.
// Pure and unit-tested; the renderer only measures boxes in the workbench and the panel and draws what these return.
import {clampBox, padBox, roundOut, unionBoxes, type Box} from '@roo-code-docs/ui-shots/src/outline.js';
import {snapToRows} from '@roo-code-docs/ui-shots/src/snap.js';

export type {Box};

/** The union of the frame's boxes, padded, kept inside the window, in whole CSS pixels; null when nothing matched. */
export function frameRect(targets: Box[], viewport: Box, padding: number): Box | null {
  const union = unionBoxes(targets);
  if (!union) return null;
  const clamped = clampBox(padBox(union, padding), viewport);
  return clamped ? roundOut(clamped) : null;
}

/** A text node as the renderer measured it, in window coordinates, in document order within its document. */
export interface TextPiece {
  text: string;
  box: Box;
  /** Which document it came from (the workbench or the panel): pieces of different documents never share a line. */
  doc: string;
  /**
   * The part of the window its overflow-clipping ancestors (and, in the panel, the webview's own frame) leave
   * visible; null when they hide it entirely, as a folded section of height 0 does.
   */
  clip: Box | null;
}

/** Sub-pixel slack: text boxes of a line drawn at the frame's edge may overhang it by a fraction of a pixel. */
const SLACK = 1;
/** CSS px of a line box that a tight container may cut off while the glyphs stay whole (the line's leading). */
const LEADING = 3;
/** A piece cut by its container by more than this share of its area is not readable, so it does not count. */
const MIN_SHOWN = 0.9;

const area = (box: Box) => box.width * box.height;

/**
 * What a reader can see of the piece: its box cut to its clip, or null when the cut leaves too little of it to read.
 * The DOM keeps text that is drawn nowhere (a folded output, a list scrolled past), and its box alone says nothing
 * about that.
 */
export function shownBox(piece: TextPiece): Box | null {
  if (!piece.clip || area(piece.box) === 0) return null;
  const clip = padBox(piece.clip, LEADING);
  const shown = clampBox(piece.box, clip);
  if (!shown || area(shown) < MIN_SHOWN * area(piece.box)) return null;
  return shown;
}

export function inside(box: Box, frame: Box): boolean {
  return (
    box.x >= frame.x - SLACK &&
    box.y >= frame.y - SLACK &&
    box.x + box.width <= frame.x + frame.width + SLACK &&
    box.y + box.height <= frame.y + frame.height + SLACK
  );
}

/**
 * The lines of text a reader sees inside the frame. A piece counts only when what its containers leave of it is
 * readable (see shownBox) and lies wholly inside the frame (text cut by the frame's edge is not readable either). Consecutive pieces of one document on the same line are joined: without a space
 * when they touch (an editor line is split into token spans), with one when there is a gap (a label and a value).
 */
export function textLines(pieces: TextPiece[], frame: Box): string[] {
  const lines: string[] = [];
  let last: TextPiece | null = null;
  for (const piece of pieces) {
    const text = piece.text.replace(/\s+/g, ' ');
    const shown = text.trim() ? shownBox(piece) : null;
    if (!shown || !inside(shown, frame)) continue;
    const sameLine =
      last !== null &&
      last.doc === piece.doc &&
      Math.abs(last.box.y + last.box.height / 2 - (piece.box.y + piece.box.height / 2)) < piece.box.height / 2 &&
      piece.box.x >= last.box.x + last.box.width - SLACK;
    if (sameLine && lines.length) {
      const touching = piece.box.x - (last!.box.x + last!.box.width) <= SLACK;
      lines[lines.length - 1] = `${lines[lines.length - 1]}${touching ? '' : ' '}${text}`;
    } else {
      lines.push(text);
    }
    last = piece;
  }
  return lines.map((line) => line.trim()).filter((line) => line.length > 0);
}

/**
 * The frame with its top and bottom edges moved off the lines of text they would cut, as ui-shots does for its crops
 * (inward while the framed elements stay whole, else outward by at most a line or so). Only lines a reader sees count:
 * text the DOM keeps in a folded or scrolled-away container draws nothing to slice.
 */
export function snapFrame(frame: Box, targets: Box[], viewport: Box, pieces: TextPiece[]): Box {
  const content = unionBoxes(targets);
  if (!content) return frame;
  const lines = pieces.map(shownBox).filter((box): box is Box => box !== null);
  return roundOut(snapToRows(frame, content, viewport, lines));
}

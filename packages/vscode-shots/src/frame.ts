// Frame maths: the part of the window a picture keeps, the text that lies inside it, and where numbered callouts go.
// Pure and unit-tested; the renderer only measures boxes in the workbench and the panel and draws what these return.
import {clampBox, padBox, roundOut, unionBoxes, type Box} from '@roo-code-docs/ui-shots/src/outline.js';

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
}

/** Sub-pixel slack: text boxes of a line drawn at the frame's edge may overhang it by a fraction of a pixel. */
const SLACK = 1;

export function inside(box: Box, frame: Box): boolean {
  return (
    box.x >= frame.x - SLACK &&
    box.y >= frame.y - SLACK &&
    box.x + box.width <= frame.x + frame.width + SLACK &&
    box.y + box.height <= frame.y + frame.height + SLACK
  );
}

/**
 * The lines of text a reader sees inside the frame. A piece counts only when its whole box is inside (text cut by
 * the frame's edge is not readable). Consecutive pieces of one document on the same line are joined: without a space
 * when they touch (an editor line is split into token spans), with one when there is a gap (a label and a value).
 */
export function textLines(pieces: TextPiece[], frame: Box): string[] {
  const lines: string[] = [];
  let last: TextPiece | null = null;
  for (const piece of pieces) {
    const text = piece.text.replace(/\s+/g, ' ');
    if (!text.trim() || !inside(piece.box, frame)) continue;
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

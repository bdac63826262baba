import {describe, expect, it} from 'vitest';

import {frameRect, textLines, type TextPiece} from '../src/frame.js';

const viewport = {x: 0, y: 0, width: 1100, height: 720};
const piece = (text: string, x: number, y: number, width: number, doc = 'panel'): TextPiece => ({
  text,
  doc,
  box: {x, y, width, height: 16},
});

describe('frameRect', () => {
  it('unites, pads, clamps to the window and rounds outward', () => {
    const frame = frameRect(
      [
        {x: 48.4, y: 35, width: 400, height: 600},
        {x: 448, y: 35, width: 652, height: 660},
      ],
      viewport,
      8,
    );
    expect(frame).toEqual({x: 40, y: 27, width: 1060, height: 676});
  });

  it('is null when nothing matched', () => {
    expect(frameRect([], viewport, 0)).toBeNull();
    expect(frameRect([{x: 10, y: 10, width: 0, height: 5}], viewport, 0)).toBeNull();
  });
});

describe('textLines', () => {
  const frame = {x: 0, y: 0, width: 400, height: 300};

  it('keeps only pieces wholly inside the frame', () => {
    const lines = textLines(
      [piece('inside', 10, 10, 50), piece('cut', 380, 10, 50), piece('below', 10, 320, 50)],
      frame,
    );
    expect(lines).toEqual(['inside']);
  });

  it('joins touching pieces of a line without a space and separated ones with one', () => {
    const lines = textLines(
      [
        piece('print', 10, 40, 35),
        piece('(f"lines', 45, 40, 60),
        piece('Save', 10, 80, 30),
        piece('Reject', 60, 80, 40),
        piece('Next line', 10, 100, 60),
      ],
      frame,
    );
    expect(lines).toEqual(['print(f"lines', 'Save Reject', 'Next line']);
  });

  it('never joins pieces of different documents, and collapses white space', () => {
    const lines = textLines([piece('ROO  CODE', 10, 10, 60, 'workbench'), piece('Task', 80, 10, 40, 'panel')], frame);
    expect(lines).toEqual(['ROO CODE', 'Task']);
  });
});

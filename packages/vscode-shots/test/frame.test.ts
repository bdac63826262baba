import {describe, expect, it} from 'vitest';

import {frameRect, shownBox, snapFrame, textLines, type TextPiece} from '../src/frame.js';

const viewport = {x: 0, y: 0, width: 1100, height: 720};
const piece = (text: string, x: number, y: number, width: number, doc = 'panel'): TextPiece => ({
  text,
  doc,
  box: {x, y, width, height: 16},
  clip: viewport,
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

describe('snapFrame', () => {
  // An Activity Bar entry (y 330 to 378) framed with 4 px: the bottom edge, at 382, runs through a line of the panel
  // beside it (y 370 to 386).
  const entry = {x: 0, y: 330, width: 48, height: 48};
  const padded = {x: 0, y: 326, width: 400, height: 56};

  it('moves a bottom edge that cuts a line down to take the line in, the entry being whole either way', () => {
    const frame = snapFrame(padded, [entry], viewport, [piece('Task Orchestration', 150, 370, 200)]);
    expect(frame).toEqual({x: 0, y: 326, width: 400, height: 60});
  });

  it('leaves the frame alone when no line a reader sees is cut', () => {
    const folded = {...piece('Task Orchestration', 150, 370, 200), clip: null};
    expect(snapFrame(padded, [entry], viewport, [folded])).toEqual(padded);
    expect(snapFrame(padded, [entry], viewport, [piece('Explorer', 150, 340, 80)])).toEqual(padded);
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

describe('text cut by its containers', () => {
  const frame = {x: 0, y: 0, width: 400, height: 300};

  it('leaves out text whose container hides it, though its box lies inside the frame', () => {
    // A command's folded output: the text is laid out under a container of height 0 with overflow hidden.
    const folded = {...piece('lines: 3  words: 21', 10, 120, 150), clip: null};
    expect(textLines([piece('python word_count.py', 10, 100, 150), folded], frame)).toEqual(['python word_count.py']);
  });

  it('leaves out a line that a scrolled list shows only in part, and keeps one cut only in its leading', () => {
    const list = {x: 0, y: 50, width: 400, height: 100};
    const lines = textLines(
      [
        {...piece('scrolled half away', 10, 42, 120), clip: list},
        {...piece('leading cut', 10, 48, 120), clip: list},
        {...piece('past the bottom', 10, 160, 120), clip: list},
      ],
      frame,
    );
    expect(lines).toEqual(['leading cut']);
  });

  it('leaves out a label its box cuts short (an ellipsis) and keeps one that fits', () => {
    const header = {x: 0, y: 0, width: 150, height: 30};
    expect(
      shownBox({...piece('Task Create a Python script named word_count.py', 10, 8, 300), clip: header}),
    ).toBeNull();
    expect(shownBox({...piece('Task', 10, 8, 30), clip: header})).toEqual({x: 10, y: 8, width: 30, height: 16});
  });
});

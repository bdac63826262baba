import {describe, expect, it} from 'vitest';

import {linesInFrame, missingFromFrame, type TextRun} from '../src/text.js';

const box = (x: number, y: number, width: number, height: number) => ({x, y, width, height});
const page = box(0, 0, 420, 2000);
const run = (text: string, rect: ReturnType<typeof box>, block: number, clip = page): TextRun => ({
  text,
  rects: [rect],
  clip,
  block,
});

describe('text in the frame', () => {
  it('joins the runs of one block drawn on one line, and starts a line for another block or a lower line', () => {
    const runs = [
      run('3', box(20, 10, 8, 16), 1),
      run('auto-approved', box(32, 10, 90, 16), 1),
      run('Read', box(20, 40, 30, 16), 2),
      run('only', box(52, 40, 30, 16), 3),
      run('next', box(20, 60, 30, 16), 3),
    ];
    expect(linesInFrame(runs, box(0, 0, 420, 700))).toEqual(['3 auto-approved', 'Read', 'only', 'next']);
  });

  it('leaves out a run sliced by the frame edge, and one wholly outside it', () => {
    const frame = box(0, 0, 420, 100);
    const runs = [
      run('Inside', box(10, 10, 60, 16), 1),
      run('Sliced', box(10, 92, 60, 16), 2),
      run('Below', box(10, 300, 60, 16), 3),
    ];
    expect(linesInFrame(runs, frame)).toEqual(['Inside']);
    // A box that sticks out by a fraction of a pixel (the frame is rounded outward) still counts.
    expect(linesInFrame([run('Edge', box(10, 84.4, 60, 16.5), 1)], frame)).toEqual(['Edge']);
  });

  it('leaves out a paragraph whose later lines wrap below the frame', () => {
    const paragraph: TextRun = {
      text: 'A long description that wraps',
      rects: [box(10, 80, 300, 16), box(10, 96, 200, 16)],
      clip: page,
      block: 1,
    };
    expect(linesInFrame([paragraph], box(0, 0, 420, 100))).toEqual([]);
    expect(linesInFrame([paragraph], box(0, 0, 420, 120))).toEqual(['A long description that wraps']);
  });

  it('leaves out text a scrolled container hides, though its box lies inside the frame', () => {
    const list = box(0, 50, 420, 100);
    const runs = [
      run('Scrolled away', box(10, 20, 100, 16), 1, list),
      run('Half hidden', box(10, 140, 100, 16), 2, list),
      run('Shown', box(10, 60, 100, 16), 3, list),
      {...run('Fully clipped', box(10, 60, 100, 16), 4), clip: null},
    ];
    expect(linesInFrame(runs, box(0, 0, 420, 400))).toEqual(['Shown']);
  });

  it("keeps a line whose box a tight container trims by its leading only (a menu item's 2 px)", () => {
    const item = box(0, 100, 420, 18);
    expect(linesInFrame([run('/init', box(10, 98, 40, 20), 1, item)], box(0, 0, 420, 400))).toEqual(['/init']);
    expect(linesInFrame([run('/init', box(10, 92, 40, 20), 1, item)], box(0, 0, 420, 400))).toEqual([]);
  });

  it('keeps the space between two text nodes of one element when it sits at their boundary ("Add " + "Folder")', () => {
    // React renders `<span>Add {kind}</span>` as two text nodes; the first one's box already covers its trailing
    // space, so the second starts where the first ends and the gap between the boxes says nothing.
    const runs = [run('Add ', box(20, 10, 30, 16), 1), run('Folder', box(50, 10, 40, 16), 1)];
    expect(linesInFrame(runs, box(0, 0, 420, 700))).toEqual(['Add Folder']);
    const leading = [run('Add', box(20, 10, 26, 16), 2), run(' File', box(46, 10, 30, 16), 2)];
    expect(linesInFrame(leading, box(0, 0, 420, 700))).toEqual(['Add File']);
    // No whitespace and no gap: one word split across nodes (a highlighted match, say) stays one word.
    const split = [run('inv', box(20, 10, 20, 16), 3), run('oice', box(40, 10, 26, 16), 3)];
    expect(linesInFrame(split, box(0, 0, 420, 700))).toEqual(['invoice']);
  });

  it('folds whitespace and drops empty runs and zero-sized boxes', () => {
    const runs = [run('  Save  \n changes ', box(10, 10, 90, 16), 1), run('   ', box(10, 30, 9, 16), 2)];
    runs.push({text: 'Collapsed', rects: [box(10, 50, 0, 0)], clip: page, block: 3});
    expect(linesInFrame(runs, box(0, 0, 420, 700))).toEqual(['Save changes']);
  });

  it('names the expected texts the frame does not show', () => {
    const lines = ['Roo wants to create a new file', 'word_count.py', 'Save  Reject'];
    expect(missingFromFrame(['word_count.py', 'Save Reject', 'Approve'], lines)).toEqual(['Approve']);
  });
});

import {describe, expect, it} from 'vitest';

import {textInCrop, type TextBlock} from '../src/text.js';

const box = (x: number, y: number, width: number, height: number) => ({x, y, width, height});
const crop = box(0, 0, 420, 700);

describe('text in the crop', () => {
  it("keeps a portalled popover's lines after the root's, in document order", () => {
    const blocks: TextBlock[] = [
      {text: 'Recent Tasks\n\nType a message…', boxes: [box(20, 10, 100, 16), box(28, 640, 200, 16)]},
      {text: 'Architect\n  Plan and design  \nCode', boxes: [box(14, 400, 300, 18)]},
    ];
    expect(textInCrop(blocks, crop)).toEqual([
      'Recent Tasks',
      'Type a message…',
      'Architect',
      'Plan and design',
      'Code',
    ]);
  });

  it('measures a block by its text, so a zero-height root with fixed layers still counts', () => {
    const root: TextBlock = {text: 'Settings', boxes: [box(20, 0, 380, 0), box(30, 12, 60, 16)]};
    expect(textInCrop([root], crop)).toEqual(['Settings']);
    expect(textInCrop([{text: 'Settings', boxes: [box(20, 0, 380, 0)]}], crop)).toEqual([]);
  });

  it('leaves out a block whose text is all outside the crop', () => {
    const blocks: TextBlock[] = [
      {text: 'Task header', boxes: [box(20, 10, 300, 20)]},
      {text: 'Mode Marketplace', boxes: [box(0, 300, 110, 22)]},
      {text: 'Below the fold', boxes: [box(20, 760, 300, 20)]},
    ];
    expect(textInCrop(blocks, box(0, 0, 420, 287))).toEqual(['Task header']);
  });

  it('counts a block that only touches the crop edge as outside', () => {
    expect(textInCrop([{text: 'edge', boxes: [box(0, 287, 50, 10)]}], box(0, 0, 420, 287))).toEqual([]);
    expect(textInCrop([{text: 'edge', boxes: [box(0, 286, 50, 10)]}], box(0, 0, 420, 287))).toEqual(['edge']);
  });
});

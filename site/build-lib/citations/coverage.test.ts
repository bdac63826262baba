import {describe, expect, it} from 'vitest';
import {coverageOf} from './coverage';
import {parsePage} from './parse-page';

describe('coverageOf', () => {
  it('counts paragraphs, list items and table body rows, and those that hold a citation', () => {
    const page = [
      'Cited.:cite[a.ts:1]:cite[a.ts:2] Plain.',
      'Plain paragraph.',
      '- Item.:cite[a.ts:3]\n  - Nested plain item.\n- Plain item.',
      '| A | B |\n| - | - |\n| x:cite[a.ts:4] | y |\n| z | w |',
      ':::note\nInside a note.:cite[a.ts:5]\n:::',
    ].join('\n\n');
    expect(coverageOf(parsePage(page, false).tree)).toEqual({units: 8, citedUnits: 4, citations: 5});
  });
});

import {describe, expect, it} from 'vitest';
import {labelMatcher, labelsIn, sceneTexts, visiblePieces} from './label-check';

describe('labelsIn', () => {
  it('finds each :ui[…] with its line, in .md and .mdx, never inside code', () => {
    const body =
      'Open :ui[Settings] → :ui[Auto-Approve].\n\n```md\n:ui[Not a label]\n```\n\nSee `:ui[code]` and :ui[Save].';
    const expected = [
      {label: 'Settings', line: 1},
      {label: 'Auto-Approve', line: 1},
      {label: 'Save', line: 7},
    ];
    expect(labelsIn(body, false)).toEqual(expected);
    expect(labelsIn(`import X from 'x';\n\n<X />\n\n${body}`, true).map((l) => l.label)).toEqual(
      expected.map((l) => l.label),
    );
  });
});

describe('labelMatcher', () => {
  const matches = labelMatcher([
    'Save',
    'Model:',
    'Roo wants to read {{count}} files',
    'Read our <0>docs</0> for more',
    'First line\nSecond line',
  ]);

  it('matches exact text, case included, and text without its trailing colon', () => {
    expect(matches('Save')).toBe(true);
    expect(matches('save')).toBe(false);
    expect(matches('Model')).toBe(true);
    expect(matches('Sav')).toBe(false);
  });

  it('lets a placeholder match any text, and a label keep the placeholder', () => {
    expect(matches('Roo wants to read 3 files')).toBe(true);
    expect(matches('Roo wants to read {{count}} files')).toBe(true);
    expect(matches('Roo wants to read files')).toBe(false);
  });

  it('matches the pieces of a string between tags and line breaks', () => {
    expect(matches('docs')).toBe(true);
    expect(matches('Read our docs for more')).toBe(true);
    expect(matches('Second line')).toBe(true);
  });

  it('can leave placeholders out, for proposing conversions', () => {
    expect(labelMatcher(['Read {{n}} files'], {placeholders: false})('Read 3 files')).toBe(false);
  });

  it('fails a planted wrong label', () => {
    expect(matches('Refresh Marketplace')).toBe(false);
  });
});

describe('visiblePieces and sceneTexts', () => {
  it('reads the pieces of markup and the text of each scene', () => {
    expect(visiblePieces('A <strong>B</strong> C')).toEqual(['A B C', 'A', 'B', 'C']);
    expect(sceneTexts({scenes: [{id: 'a', text: ['Save', 'Cancel']}, {id: 'b'}]})).toEqual(['Save', 'Cancel']);
    expect(sceneTexts(undefined)).toEqual([]);
  });
});

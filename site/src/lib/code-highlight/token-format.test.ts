import {describe, expect, it} from 'vitest';
import {PLAIN, alignLines, parseCodeTokens, slicePieces} from './token-format';

describe('parseCodeTokens', () => {
  it('reads a well-formed description', () => {
    expect(parseCodeTokens('{"c":["token a"],"l":[[[0,2],[-1,1]],[]]}')).toEqual({
      c: ['token a'],
      l: [
        [
          [0, 2],
          [PLAIN, 1],
        ],
        [],
      ],
    });
  });

  it.each([
    undefined,
    '',
    'not json',
    'null',
    '[]',
    '{"c":[1],"l":[]}',
    '{"c":[],"l":[[[0,1]]]}',
    '{"c":["a"],"l":[[[0,0]]]}',
  ])('rejects %j', (json) => expect(parseCodeTokens(json)).toBeUndefined());
});

describe('slicePieces', () => {
  it('cuts the line into classed and plain pieces', () => {
    expect(
      slicePieces(
        'ab c',
        [
          [0, 2],
          [PLAIN, 2],
        ],
        ['token x'],
      ),
    ).toEqual([
      {className: 'token x', text: 'ab'},
      {className: undefined, text: ' c'},
    ]);
  });

  it('refuses pieces that do not cover the line exactly', () => {
    expect(slicePieces('abc', [[0, 2]], ['token x'])).toBeUndefined();
    expect(slicePieces('ab', [[0, 3]], ['token x'])).toBeUndefined();
  });
});

describe('alignLines', () => {
  it('maps shown lines past the magic-comment lines Docusaurus removed', () => {
    expect(alignLines(['a', '# highlight-next-line', 'b', 'a'], ['a', 'b', 'a'])).toEqual([0, 2, 3]);
  });

  it('refuses lines that are not in the source', () => {
    expect(alignLines(['a', 'b'], ['b', 'a'])).toBeUndefined();
  });
});

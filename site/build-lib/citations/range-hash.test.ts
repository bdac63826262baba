import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {rangeHash, rangeLines} from './range-hash';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('rangeLines and rangeHash', () => {
  const file = 'one\ntwo\nthree\n';

  it('takes the lines from first to last, both included', () => {
    expect(rangeLines(file, {first: 2, last: 3})).toEqual(['two', 'three']);
    expect(rangeHash(file, {first: 2, last: 3})).toBe(sha('two\nthree'));
  });

  it('changes when a cited line changes and not when another does', () => {
    expect(rangeHash('one\nTWO\nthree\n', {first: 2, last: 3})).not.toBe(rangeHash(file, {first: 2, last: 3}));
    expect(rangeHash('ONE\ntwo\nthree\n', {first: 2, last: 3})).toBe(rangeHash(file, {first: 2, last: 3}));
  });

  it('has no hash for a range past the last line, the final newline not counting as a line', () => {
    expect(rangeHash(file, {first: 3, last: 4})).toBeUndefined();
    expect(rangeHash('one\ntwo\nthree', {first: 3, last: 3})).toBe(sha('three'));
  });
});

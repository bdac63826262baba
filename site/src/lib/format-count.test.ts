import {describe, expect, it} from 'vitest';
import {formatCount, isValidCount} from './format-count';

describe('formatCount', () => {
  it.each([
    [15_400, '15.4k'],
    [574_100, '574.1k'],
    [1_000, '1.0k'],
    [999, '999'],
    [0, '0'],
    [999_960, '1.0M'],
    [1_234_567, '1.2M'],
    [2_500_000_000, '2.5B'],
  ])('shows %i as %s', (count, shown) => {
    expect(formatCount(count)).toBe(shown);
  });

  it.each([-5_000, Number.NaN, Number.POSITIVE_INFINITY])('shows no figure for %s', (count) => {
    expect(formatCount(count)).toBe('–');
  });
});

describe('isValidCount', () => {
  it.each([
    [0, true],
    [17_250, true],
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['12', false],
    [null, false],
  ])('%s → %s', (value, valid) => {
    expect(isValidCount(value)).toBe(valid);
  });
});

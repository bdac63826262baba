import {describe, expect, it} from 'vitest';
import {formatCount} from './format-count';

describe('formatCount', () => {
  it.each([
    [15_400, '15.4k'],
    [574_100, '574.1k'],
    [999, '1.0k'],
    [1_234_567, '1234.6k'],
  ])('shows %i as %s', (count, shown) => {
    expect(formatCount(count)).toBe(shown);
  });
});

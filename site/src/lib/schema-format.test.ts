import {describe, expect, it} from 'vitest';

import {formatPrice, formatTokens, formatValue} from './schema-format';

describe('formatTokens', () => {
  it.each([
    [200_000, '200,000'],
    [1_048_576, '1,048,576'],
    [8192, '8,192'],
    [Infinity, 'Unlimited'],
    [undefined, '—'],
    [null, '—'],
  ])('shows %s as %s', (value, shown) => {
    expect(formatTokens(value)).toBe(shown);
  });
});

describe('formatPrice', () => {
  it.each([
    [0, 'Free'],
    [3, '$3.00'],
    [22.5, '$22.50'],
    [1.25, '$1.25'],
    [0.0375, '$0.0375'],
    [0.00875, '$0.00875'],
    [undefined, '—'],
  ])('shows %s as %s', (value, shown) => {
    expect(formatPrice(value)).toBe(shown);
  });
});

describe('formatValue', () => {
  it('shows strings bare, empty strings quoted, and lists as JSON', () => {
    expect(formatValue('900x600')).toBe('900x600');
    expect(formatValue('')).toBe('""');
    expect(formatValue(['git log', 'git diff'])).toBe('["git log","git diff"]');
  });

  it('groups large whole numbers and leaves small ones alone', () => {
    expect(formatValue(60_000)).toBe('60,000');
    expect(formatValue(-1)).toBe('-1');
    expect(formatValue(0.5)).toBe('0.5');
  });
});

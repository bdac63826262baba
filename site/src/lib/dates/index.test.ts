import {describe, expect, it} from 'vitest';
import {formatShortUtcDate} from './index';

const intl = new Intl.DateTimeFormat('en-US', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});

describe('formatShortUtcDate', () => {
  it('matches Intl en-US for every day of a leap year and across time zones at the edges of a day', () => {
    const start = Date.UTC(2024, 0, 1);
    for (let day = 0; day < 366; day += 1) {
      for (const hour of [0, 12, 23]) {
        const date = new Date(start + day * 86_400_000 + hour * 3_600_000 + 59 * 60_000);
        expect(formatShortUtcDate(date)).toBe(intl.format(date));
      }
    }
  });

  it('formats the date a page is stamped with', () => {
    expect(formatShortUtcDate(new Date('2025-09-25T18:04:00Z'))).toBe('Sep 25, 2025');
    expect(formatShortUtcDate(new Date('1999-12-31T23:59:59Z'))).toBe('Dec 31, 1999');
  });
});

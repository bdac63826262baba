import {describe, expect, it} from 'vitest';
import {isFresh, readCachedCount, REFRESH_AFTER_MS, writeCachedCount} from './cached-count';
import {safeStorage} from './safe-storage';

const memoryStorage = () => {
  const data = new Map<string, string>();
  return safeStorage(() => ({
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }));
};

describe('cached counts', () => {
  it('reads back a written count', () => {
    const storage = memoryStorage();
    writeCachedCount(storage, 'stars', 17_000, 1_000);
    expect(readCachedCount(storage, 'stars')).toEqual({value: 17_000, fetchedAt: 1_000});
  });

  it('keeps an answer of no count (null), so a hidden count stays hidden until the next refresh', () => {
    const storage = memoryStorage();
    writeCachedCount(storage, 'installs', null, 2_000);
    expect(readCachedCount(storage, 'installs')).toEqual({value: null, fetchedAt: 2_000});
  });

  it('treats a damaged entry as missing', () => {
    const storage = memoryStorage();
    storage.setItem('stars', '{not json');
    expect(readCachedCount(storage, 'stars')).toBeUndefined();
  });

  it.each(['{"value":-5,"fetchedAt":1}', '{"value":1e400,"fetchedAt":1}', '{"value":"7","fetchedAt":1}'])(
    'treats the stored entry %s as missing, so the baked count stays',
    (entry) => {
      const storage = memoryStorage();
      storage.setItem('stars', entry);
      expect(readCachedCount(storage, 'stars')).toBeUndefined();
    },
  );

  it('never stores a value that is not a count', () => {
    const storage = memoryStorage();
    writeCachedCount(storage, 'stars', Number.NaN, 1_000);
    writeCachedCount(storage, 'stars', -1, 1_000);
    expect(storage.getItem('stars')).toBeNull();
  });

  it('is fresh for a day and stale after', () => {
    const cached = {value: 1, fetchedAt: 0};
    expect(isFresh(cached, REFRESH_AFTER_MS - 1)).toBe(true);
    expect(isFresh(cached, REFRESH_AFTER_MS)).toBe(false);
    expect(isFresh(undefined, 0)).toBe(false);
  });
});

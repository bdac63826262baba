import {describe, expect, it, vi} from 'vitest';
import {safeStorage, type KeyValueStore} from './safe-storage';

const memory = (): KeyValueStore => {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};

describe('safeStorage', () => {
  it('reads back what it wrote when storage works', () => {
    const store = memory();
    const storage = safeStorage(() => store);
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
  });

  it('warns once and carries on when storage throws', () => {
    const warn = vi.fn();
    const storage = safeStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }, warn);
    expect(storage.getItem('a')).toBeNull();
    expect(() => storage.setItem('a', '1')).not.toThrow();
    expect(storage.getItem('a')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

import {isValidCount} from './format-count';
import type {KeyValueStore} from './safe-storage';

// GitHub allows 60 unauthenticated requests an hour per address, so a visitor refreshes a count at most once a day.
export const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

export type CachedCount = {value: number; fetchedAt: number};

export function readCachedCount(storage: KeyValueStore, key: string): CachedCount | undefined {
  try {
    const parsed = JSON.parse(storage.getItem(key) ?? 'null') as Partial<CachedCount> | null;
    if (isValidCount(parsed?.value) && typeof parsed.fetchedAt === 'number' && Number.isFinite(parsed.fetchedAt)) {
      return {value: parsed.value, fetchedAt: parsed.fetchedAt};
    }
  } catch {
    // A damaged entry is treated as no entry; the next successful fetch overwrites it.
  }
  return undefined;
}

export const isFresh = (cached: CachedCount | undefined, now: number) =>
  cached !== undefined && now - cached.fetchedAt >= 0 && now - cached.fetchedAt < REFRESH_AFTER_MS;

export function writeCachedCount(storage: KeyValueStore, key: string, value: number, now: number): void {
  if (!isValidCount(value)) return;
  storage.setItem(key, JSON.stringify({value, fetchedAt: now} satisfies CachedCount));
}

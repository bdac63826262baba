import {isValidCount} from './format-count';
import type {KeyValueStore} from './safe-storage';

// GitHub allows 60 unauthenticated requests an hour per address, so a visitor refreshes a count at most once a day.
export const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

/** `null`: the API answered that it has no such figure, so no count is shown (the install count, SPEC §8). */
export type CachedCount = {value: number | null; fetchedAt: number};

const isStorable = (value: unknown): value is number | null => value === null || isValidCount(value);

export function readCachedCount(storage: KeyValueStore, key: string): CachedCount | undefined {
  try {
    const parsed = JSON.parse(storage.getItem(key) ?? 'null') as Partial<CachedCount> | null;
    if (
      parsed &&
      isStorable(parsed.value) &&
      typeof parsed.fetchedAt === 'number' &&
      Number.isFinite(parsed.fetchedAt)
    ) {
      return {value: parsed.value, fetchedAt: parsed.fetchedAt};
    }
  } catch {
    // A damaged entry is treated as no entry; the next successful fetch overwrites it.
  }
  return undefined;
}

export const isFresh = (cached: CachedCount | undefined, now: number) =>
  cached !== undefined && now - cached.fetchedAt >= 0 && now - cached.fetchedAt < REFRESH_AFTER_MS;

export function writeCachedCount(storage: KeyValueStore, key: string, value: number | null, now: number): void {
  if (!isStorable(value)) return;
  storage.setItem(key, JSON.stringify({value, fetchedAt: now} satisfies CachedCount));
}

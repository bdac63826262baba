import {useEffect, useState} from 'react';
import {isFresh, readCachedCount, writeCachedCount} from '@site/src/lib/cached-count';
import {whenIdle} from '@site/src/lib/when-idle';
import {localStore} from './use-local-storage';

/** Resolves to a count, to `null` when the API says it has none (no count shown), or `undefined` on failure. */
type Fetcher = (fetch: typeof window.fetch) => Promise<number | null | undefined>;

// One request per count per page load, however often the navbar re-mounts while the reader moves around.
const inFlight = new Map<string, Promise<number | null | undefined>>();

/** A count that starts at the value baked into the build and is refreshed in the browser at most once a day. */
export function useCachedCount(key: string, baked: number | null, fetcher: Fetcher): number | null {
  const [count, setCount] = useState<number | null>(baked);
  useEffect(() => {
    const storage = localStore();
    const cached = readCachedCount(storage, key);
    if (cached) setCount(cached.value);
    if (isFresh(cached, Date.now())) return undefined;
    let active = true;
    // Not in the effect itself: that runs in the task that commits the hydrated page, and starting a request costs a
    // slow phone tens of milliseconds there.
    const cancel = whenIdle(() => {
      if (!inFlight.has(key)) inFlight.set(key, fetcher(window.fetch.bind(window)));
      void inFlight.get(key)!.then((value) => {
        if (value === undefined) return;
        writeCachedCount(storage, key, value, Date.now());
        if (active) setCount(value);
      });
    });
    return () => {
      active = false;
      cancel();
    };
  }, [key, fetcher]);
  return count;
}

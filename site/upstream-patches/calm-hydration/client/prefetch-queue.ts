// Pure helpers for upstream-patches/calm-hydration/docusaurus-runtime.ts: the route → chunk-names index and a queue
// that runs jobs in idle time, a few milliseconds at a time, so prefetching never makes a long task.

/**
 * Docusaurus keys its chunk map by "<route path>-<hash>"; several entries can share a path (a layout route and its
 * index). Maps each path to the chunk names of all its entries, in the map's order.
 */
export function chunkNamesByRoute<Tree>(
  routesChunkNames: Record<string, Tree>,
  flatten: (tree: Tree) => Record<string, string>,
): Map<string, string[]> {
  const byRoute = new Map<string, string[]>();
  for (const [pathWithHash, chunks] of Object.entries(routesChunkNames)) {
    const routePath = pathWithHash.replace(/-[^-]+$/, '');
    const names = byRoute.get(routePath) ?? [];
    names.push(...Object.values(flatten(chunks)));
    byRoute.set(routePath, names);
  }
  return byRoute;
}

type IdleDeadline = {timeRemaining: () => number};
type IdleCallback = (deadline: IdleDeadline) => void;
export type Scheduler = (callback: IdleCallback) => void;

/** Idle time where the browser has it (Safari has not), else a short timeout with a fixed slice. */
export const defaultIdleScheduler: Scheduler = (callback) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, {timeout: 2000});
  } else {
    const start = performance.now();
    setTimeout(() => callback({timeRemaining: () => Math.max(0, 8 - (performance.now() - start))}), 50);
  }
};

/**
 * A scheduler that keeps what it is given until `whenReady` calls its release function, then hands it all to
 * `schedule`, and everything after it straight away.
 */
export function heldScheduler(whenReady: (release: () => void) => void, schedule: Scheduler): Scheduler {
  let released = false;
  const held: IdleCallback[] = [];
  whenReady(() => {
    released = true;
    for (const callback of held.splice(0)) schedule(callback);
  });
  return (callback) => {
    if (released) schedule(callback);
    else held.push(callback);
  };
}

/**
 * A scheduler that hands `schedule` each callback, and when the idle time comes while `mayRun` says no, asks again
 * `retry` later (a timer), then waits for idle time again: nothing runs while the gate is shut.
 */
export function gatedScheduler(
  mayRun: () => boolean,
  schedule: Scheduler,
  retry: (again: () => void) => void,
): Scheduler {
  const gated: Scheduler = (callback) =>
    schedule((deadline) => {
      if (mayRun()) callback(deadline);
      else retry(() => gated(callback));
    });
  return gated;
}

/** Leaves this much of each idle period to the browser. */
const RESERVE_MS = 2;
// An idle period can last 50 ms. Filling it makes a task a slow phone (four times slower) counts as long, so a
// slice stops starting jobs after this long, whatever the browser offers.
export const MAX_SLICE_MS = 8;

export function createIdleQueue(
  schedule: Scheduler = defaultIdleScheduler,
  now: () => number = () => performance.now(),
) {
  const jobs: Array<() => void> = [];
  let scheduled = false;

  const drain = (deadline: IdleDeadline) => {
    scheduled = false;
    const sliceStart = now();
    // At least one job per slice, so a browser that reports no idle time still makes progress.
    do {
      jobs.shift()?.();
    } while (jobs.length > 0 && deadline.timeRemaining() > RESERVE_MS && now() - sliceStart < MAX_SLICE_MS);
    if (jobs.length > 0) wake();
  };
  const wake = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(drain);
  };

  return {
    add<T>(job: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        jobs.push(() => {
          try {
            job().then(resolve, reject);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        wake();
      });
    },
    get size() {
      return jobs.length;
    },
  };
}

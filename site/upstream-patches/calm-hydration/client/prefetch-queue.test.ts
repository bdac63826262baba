import {describe, expect, it} from 'vitest';
import {chunkNamesByRoute, createIdleQueue, gatedScheduler, heldScheduler, MAX_SLICE_MS} from './prefetch-queue';

const flatten = (tree: Record<string, unknown>): Record<string, string> => {
  const out: Record<string, string> = {};
  const walk = (value: unknown, prefix: string) => {
    if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(child, prefix ? `${prefix}.${key}` : key);
    } else out[prefix] = String(value);
  };
  walk(tree, '');
  return out;
};

describe('chunkNamesByRoute', () => {
  it('drops the hash, keeps hyphens inside the path and merges entries that share a path', () => {
    const index = chunkNamesByRoute(
      {
        '/update-notes-ef3': {__comp: 'layout'},
        '/update-notes-509': {__comp: 'version', __props: 'props'},
        '/update-notes/v3.28.10-a1b': {__comp: 'doc', content: 'mdx'},
        '/-e5f': {__comp: 'root'},
      },
      flatten,
    );
    expect(index.get('/update-notes')).toEqual(['layout', 'version', 'props']);
    expect(index.get('/update-notes/v3.28.10')).toEqual(['doc', 'mdx']);
    expect(index.get('/')).toEqual(['root']);
    expect(index.has('/update-notes/v3.28.10-a1b')).toBe(false);
  });

  it('flattens nested chunk trees (items lists, nested props)', () => {
    const index = chunkNamesByRoute(
      {'/search-822': {__comp: 'page', items: [{content: 'a'}, {content: 'b'}]}},
      flatten,
    );
    expect(index.get('/search')).toEqual(['page', 'a', 'b']);
  });
});

describe('createIdleQueue', () => {
  function manualScheduler() {
    const pending: Array<(deadline: {timeRemaining: () => number}) => void> = [];
    return {
      schedule: (callback: (deadline: {timeRemaining: () => number}) => void) => pending.push(callback),
      runSlice: (budgetPerJob: number[]) => {
        const callback = pending.shift();
        if (!callback) return false;
        let left = [...budgetPerJob];
        callback({timeRemaining: () => left.shift() ?? 0});
        left = [];
        return true;
      },
      get waiting() {
        return pending.length;
      },
    };
  }

  it('runs nothing until the browser is idle, then as many jobs as the idle period allows', async () => {
    const scheduler = manualScheduler();
    const queue = createIdleQueue(scheduler.schedule);
    const ran: number[] = [];
    const results = [1, 2, 3, 4].map((n) => queue.add(async () => ran.push(n)));
    expect(ran).toEqual([]);
    expect(scheduler.waiting).toBe(1);

    // 10 ms left after the first job, 1 ms (under the reserve) after the second: two jobs this slice.
    scheduler.runSlice([10, 1]);
    expect(ran).toEqual([1, 2]);
    expect(queue.size).toBe(2);
    expect(scheduler.waiting).toBe(1);

    scheduler.runSlice([10, 10, 10]);
    expect(ran).toEqual([1, 2, 3, 4]);
    expect(scheduler.waiting).toBe(0);
    await expect(Promise.all(results)).resolves.toEqual([1, 2, 3, 4]);
  });

  it('always makes progress, even when the browser reports no idle time at all', () => {
    const scheduler = manualScheduler();
    const queue = createIdleQueue(scheduler.schedule);
    const ran: string[] = [];
    void queue.add(async () => ran.push('a'));
    void queue.add(async () => ran.push('b'));
    scheduler.runSlice([]);
    expect(ran).toEqual(['a']);
    scheduler.runSlice([]);
    expect(ran).toEqual(['a', 'b']);
  });

  it('rejects the promise of a job that throws and carries on with the next', async () => {
    const scheduler = manualScheduler();
    const queue = createIdleQueue(scheduler.schedule);
    const failing = queue.add(() => {
      throw new Error('no such route');
    });
    const next = queue.add(async () => 'next');
    scheduler.runSlice([10, 10]);
    await expect(failing).rejects.toThrow('no such route');
    await expect(next).resolves.toBe('next');
  });

  it('stops a slice after MAX_SLICE_MS even when the browser offers a long idle period', () => {
    const scheduler = manualScheduler();
    let clock = 0;
    const queue = createIdleQueue(scheduler.schedule, () => clock);
    const ran: number[] = [];
    // Each job takes half the slice; the browser offers 50 ms of idle time throughout.
    for (const n of [1, 2, 3, 4, 5]) {
      void queue.add(async () => {
        clock += MAX_SLICE_MS / 2;
        ran.push(n);
      });
    }
    scheduler.runSlice([50, 50, 50, 50, 50]);
    expect(ran).toEqual([1, 2]);
    expect(scheduler.waiting).toBe(1);
    scheduler.runSlice([50, 50, 50]);
    expect(ran).toEqual([1, 2, 3, 4]);
    scheduler.runSlice([50]);
    expect(ran).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('heldScheduler', () => {
  it('holds callbacks until released, then schedules them and everything after at once', () => {
    let release = () => {};
    const scheduled: string[] = [];
    const schedule = heldScheduler(
      (releaseNow) => {
        release = releaseNow;
      },
      (callback) => {
        scheduled.push(callback.name);
        callback({timeRemaining: () => 10});
      },
    );
    const ran: string[] = [];
    schedule(function first() {
      ran.push('first');
    });
    expect(ran).toEqual([]);
    release();
    expect(ran).toEqual(['first']);
    schedule(function second() {
      ran.push('second');
    });
    expect(ran).toEqual(['first', 'second']);
    expect(scheduled).toEqual(['first', 'second']);
  });

  it('keeps a queue of prefetches waiting until the gate opens', () => {
    let release = () => {};
    const pending: Array<(deadline: {timeRemaining: () => number}) => void> = [];
    const queue = createIdleQueue(
      heldScheduler(
        (releaseNow) => {
          release = releaseNow;
        },
        (callback) => pending.push(callback),
      ),
    );
    const ran: number[] = [];
    void queue.add(async () => ran.push(1));
    void queue.add(async () => ran.push(2));
    expect(pending).toHaveLength(0);
    release();
    expect(pending).toHaveLength(1);
    pending.shift()!({timeRemaining: () => 20});
    expect(ran).toEqual([1, 2]);
  });
});

describe('gatedScheduler', () => {
  it('runs nothing while the gate is shut, asks again later, and runs once it opens', () => {
    const idle: Array<(deadline: {timeRemaining: () => number}) => void> = [];
    const retries: Array<() => void> = [];
    let open = false;
    const schedule = gatedScheduler(
      () => open,
      (callback) => idle.push(callback),
      (again) => retries.push(again),
    );
    const ran: string[] = [];
    schedule(() => ran.push('job'));
    idle.shift()!({timeRemaining: () => 10});
    expect(ran).toEqual([]);
    expect(retries).toHaveLength(1);
    // Still shut at the retry: one more round, still nothing run.
    retries.shift()!();
    idle.shift()!({timeRemaining: () => 10});
    expect(ran).toEqual([]);
    open = true;
    retries.shift()!();
    expect(ran).toEqual([]);
    idle.shift()!({timeRemaining: () => 10});
    expect(ran).toEqual(['job']);
    expect(retries).toHaveLength(0);
  });

  it('drives an idle queue held until the first interaction, as the runtime composes them', async () => {
    const idle: Array<(deadline: {timeRemaining: () => number}) => void> = [];
    const retries: Array<() => void> = [];
    let release = () => {};
    let atField = true;
    const queue = createIdleQueue(
      heldScheduler(
        (released) => (release = released),
        gatedScheduler(
          () => !atField,
          (callback) => idle.push(callback),
          (again) => retries.push(again),
        ),
      ),
    );
    const ran: number[] = [];
    void queue.add(async () => ran.push(1));
    expect(idle).toHaveLength(0);
    release();
    idle.shift()!({timeRemaining: () => 10});
    expect(ran).toEqual([]);
    atField = false;
    retries.shift()!();
    idle.shift()!({timeRemaining: () => 10});
    expect(ran).toEqual([1]);
  });
});

import {afterEach, describe, expect, it, vi} from 'vitest';
import {yieldToMain} from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resumes after the current task, not in a microtask of it', async () => {
    const order: string[] = [];
    const done = yieldToMain().then(() => order.push('resumed'));
    await Promise.resolve();
    await Promise.resolve();
    order.push('same task');
    await done;
    expect(order).toEqual(['same task', 'resumed']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', {yield: schedulerYield});
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});

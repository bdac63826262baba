import {afterEach, describe, expect, it, vi} from 'vitest';
import {whenIdle} from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for an idle callback, with the timeout passed on, and can be cancelled', () => {
    const callbacks: (() => void)[] = [];
    const requestIdleCallback = vi.fn((callback: () => void, _options: {timeout: number}) => callbacks.push(callback));
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('window', {requestIdleCallback, cancelIdleCallback});
    const work = vi.fn();
    whenIdle(work, 1500);
    expect(requestIdleCallback).toHaveBeenCalledWith(work, {timeout: 1500});
    expect(work).not.toHaveBeenCalled();
    callbacks[0]();
    expect(work).toHaveBeenCalledOnce();

    whenIdle(vi.fn())();
    expect(cancelIdleCallback).toHaveBeenCalledWith(2);
  });

  it('falls back to a timer where there is no requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {setTimeout, clearTimeout});
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(work).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

import {describe, expect, it} from 'vitest';
import {retryDetached} from '../src/retry-detached';

const detached = () => new Error('locator.scrollIntoViewIfNeeded: Element is not attached to the DOM');

/** An action that throws `error` on its first `failures` calls and then returns "scrolled", counting its calls. */
function flaky(failures: number, error: () => Error) {
  const action = async () => {
    action.calls++;
    if (action.calls <= failures) throw error();
    return 'scrolled';
  };
  action.calls = 0;
  return action;
}

describe('retryDetached', () => {
  it('tries an action again while its element was replaced, then returns its result', async () => {
    const action = flaky(2, detached);
    await expect(retryDetached(action, 5, 0)).resolves.toBe('scrolled');
    expect(action.calls).toBe(3);
  });

  it('gives up after the last attempt with the last error', async () => {
    const action = flaky(Infinity, detached);
    await expect(retryDetached(action, 4, 0)).rejects.toThrow('not attached to the DOM');
    expect(action.calls).toBe(4);
  });

  it('fails at once on any other error', async () => {
    const action = flaky(Infinity, () => new Error('Timeout 60000ms exceeded'));
    await expect(retryDetached(action, 5, 0)).rejects.toThrow('Timeout');
    expect(action.calls).toBe(1);
  });
});

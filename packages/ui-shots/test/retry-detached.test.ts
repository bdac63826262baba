import {describe, expect, it} from 'vitest';
import {retryDetached} from '../src/retry-detached';

const detached = () => new Error('locator.scrollIntoViewIfNeeded: Element is not attached to the DOM');

describe('retryDetached', () => {
  it('tries an action again while its element was replaced, then returns its result', async () => {
    let calls = 0;
    const result = await retryDetached(
      async () => {
        calls++;
        if (calls < 3) throw detached();
        return 'scrolled';
      },
      5,
      0,
    );
    expect(result).toBe('scrolled');
    expect(calls).toBe(3);
  });

  it('gives up after the last attempt with the last error', async () => {
    let calls = 0;
    const failing = retryDetached(
      async () => {
        calls++;
        throw detached();
      },
      4,
      0,
    );
    await expect(failing).rejects.toThrow('not attached to the DOM');
    expect(calls).toBe(4);
  });

  it('fails at once on any other error', async () => {
    let calls = 0;
    const failing = retryDetached(
      async () => {
        calls++;
        throw new Error('Timeout 60000ms exceeded');
      },
      5,
      0,
    );
    await expect(failing).rejects.toThrow('Timeout');
    expect(calls).toBe(1);
  });
});

import {beforeEach, describe, expect, it, vi} from 'vitest';

const calls: string[] = [];
let imported = 0;

vi.mock('mark.js', () => {
  imported += 1;
  return {
    default: class {
      constructor(private readonly root: {id: string}) {}
      mark(keywords: string[]) {
        calls.push(`mark ${this.root.id} ${keywords.join(',')}`);
      }
      unmark() {
        calls.push(`unmark ${this.root.id}`);
      }
    },
  };
});

const root = (id: string, isConnected = true) => ({id, isConnected}) as unknown as Element;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LazyMark', () => {
  beforeEach(() => {
    calls.length = 0;
    vi.resetModules();
  });

  it('does not load mark.js just to clear marks that were never made', async () => {
    const {default: LazyMark} = await import('./lazy-mark');
    new LazyMark(root('a')).unmark();
    await settle();
    expect(imported).toBe(0);
    expect(calls).toEqual([]);
  });

  it('loads mark.js on the first mark and marks the keywords', async () => {
    const {default: LazyMark} = await import('./lazy-mark');
    const marker = new LazyMark(root('a'));
    marker.unmark();
    marker.mark(['checkpoints']);
    await vi.waitFor(() => expect(calls).toEqual(['mark a checkpoints']));
    new LazyMark(root('b')).unmark();
    expect(calls).toEqual(['mark a checkpoints', 'unmark b']);
  });

  it('drops a mark overtaken by a newer page or made on a detached root', async () => {
    const {default: LazyMark} = await import('./lazy-mark');
    new LazyMark(root('old')).mark(['x']);
    new LazyMark(root('new')).unmark();
    new LazyMark(root('gone', false)).mark(['y']);
    await settle();
    await settle();
    expect(calls.filter((call) => call.startsWith('mark'))).toEqual([]);
  });
});

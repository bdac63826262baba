import {describe, expect, it} from 'vitest';
import {clickUntilShown} from '../src/settle-click';

/** Steps whose click takes effect from the `takesFrom`-th click on; `log` records the order the steps ran in. */
function steps(takesFrom: number, withShown = true) {
  const log: string[] = [];
  let clicks = 0;
  return {
    log,
    steps: {
      steady: async () => void log.push('steady'),
      click: async () => void log.push(`click ${++clicks}`),
      shown: withShown ? async () => clicks >= takesFrom : undefined,
      lost: (attempt: number) => void log.push(`lost ${attempt}`),
    },
  };
}

describe('clickUntilShown', () => {
  it('clicks once the target holds still, and once only when nothing is named to show', async () => {
    const {log, steps: s} = steps(Infinity, false);
    await clickUntilShown(s);
    expect(log).toEqual(['steady', 'click 1']);
  });

  it('clicks again, after the target holds still again, until what the click opens shows', async () => {
    const {log, steps: s} = steps(2);
    await clickUntilShown(s);
    expect(log).toEqual(['steady', 'click 1', 'lost 1', 'steady', 'click 2']);
  });

  it('fails the scene after the last attempt', async () => {
    const {log, steps: s} = steps(Infinity);
    await expect(clickUntilShown(s, 3)).rejects.toThrow('3 clicks did not bring up');
    expect(log.filter((step) => step.startsWith('click'))).toHaveLength(3);
  });
});

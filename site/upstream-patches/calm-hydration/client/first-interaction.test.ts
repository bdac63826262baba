import {describe, expect, it} from 'vitest';
import {INTERACTION_EVENTS, onFirstInteraction} from './first-interaction';

describe('onFirstInteraction', () => {
  it('waits for an interaction, then calls back once and stops listening', () => {
    const target = new EventTarget();
    let calls = 0;
    onFirstInteraction(target, () => calls++);
    expect(calls).toBe(0);
    target.dispatchEvent(new Event('scroll'));
    expect(calls).toBe(1);
    for (const type of INTERACTION_EVENTS) target.dispatchEvent(new Event(type));
    expect(calls).toBe(1);
  });

  it('answers to every kind of interaction it lists', () => {
    for (const type of INTERACTION_EVENTS) {
      const target = new EventTarget();
      let calls = 0;
      onFirstInteraction(target, () => calls++);
      target.dispatchEvent(new Event(type));
      expect(calls, type).toBe(1);
    }
  });

  it('ignores events that are not interactions, such as load or resize', () => {
    const target = new EventTarget();
    let calls = 0;
    onFirstInteraction(target, () => calls++);
    target.dispatchEvent(new Event('load'));
    target.dispatchEvent(new Event('resize'));
    expect(calls).toBe(0);
  });

  it('can be cancelled before any interaction', () => {
    const target = new EventTarget();
    let calls = 0;
    const stop = onFirstInteraction(target, () => calls++);
    stop();
    target.dispatchEvent(new Event('keydown'));
    expect(calls).toBe(0);
  });
});

import {describe, expect, it, vi} from 'vitest';
import {createVisibilityWatch} from '.';

function fakeObserverFactory() {
  const observed = new Set<Element>();
  let deliver: IntersectionObserverCallback = () => {};
  const factory = vi.fn((callback: IntersectionObserverCallback) => {
    deliver = callback;
    return {observe: (el: Element) => observed.add(el), unobserve: (el: Element) => observed.delete(el)};
  });
  const show = (target: Element, isIntersecting = true) =>
    deliver(
      [{target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0} as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  return {factory, observed, show};
}

const element = () => ({}) as Element;

describe('createVisibilityWatch', () => {
  it('makes one observer, lazily, however many elements are watched', () => {
    const {factory, observed} = fakeObserverFactory();
    const visibility = createVisibilityWatch(factory);
    expect(factory).not.toHaveBeenCalled();
    const elements = [element(), element(), element()];
    for (const el of elements) visibility.watch(el, () => {});
    expect(factory).toHaveBeenCalledOnce();
    expect(observed).toEqual(new Set(elements));
  });

  it('calls back once, on the first intersection, and then stops watching that element', () => {
    const {factory, observed, show} = fakeObserverFactory();
    const visibility = createVisibilityWatch(factory);
    const [a, b] = [element(), element()];
    const onA = vi.fn();
    const onB = vi.fn();
    visibility.watch(a, onA);
    visibility.watch(b, onB);
    show(a, false);
    expect(onA).not.toHaveBeenCalled();
    show(a);
    show(a);
    expect(onA).toHaveBeenCalledOnce();
    expect(onB).not.toHaveBeenCalled();
    expect(observed).toEqual(new Set([b]));
  });

  it('stops on request, and a stale stop does not cancel a newer watch of the same element', () => {
    const {factory, observed, show} = fakeObserverFactory();
    const visibility = createVisibilityWatch(factory);
    const a = element();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = visibility.watch(a, first);
    visibility.watch(a, second);
    stopFirst();
    expect(observed.has(a)).toBe(true);
    show(a);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();

    const third = vi.fn();
    visibility.watch(a, third)();
    expect(observed.has(a)).toBe(false);
    show(a);
    expect(third).not.toHaveBeenCalled();
  });
});

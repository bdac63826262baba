// One IntersectionObserver for every element that wants to know when it first comes into view. Docusaurus's Link
// made one observer per link and a new one on each of its renders; a page with a sidebar, a table of contents and a
// footer has well over a hundred links, so hydration paid for a hundred observers and as many intersection passes.

type ObserverFactory = (callback: IntersectionObserverCallback) => Pick<IntersectionObserver, 'observe' | 'unobserve'>;

export type VisibilityWatch = {
  /** Calls `onFirstVisible` once, the first time `element` intersects the viewport. Returns a function that stops it. */
  watch(element: Element, onFirstVisible: () => void): () => void;
};

export function createVisibilityWatch(createObserver: ObserverFactory): VisibilityWatch {
  const waiting = new Map<Element, () => void>();
  let observer: ReturnType<ObserverFactory> | undefined;

  const stop = (element: Element) => {
    if (waiting.delete(element)) observer?.unobserve(element);
  };
  const onEntries: IntersectionObserverCallback = (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting && entry.intersectionRatio <= 0) continue;
      const onFirstVisible = waiting.get(entry.target);
      stop(entry.target);
      onFirstVisible?.();
    }
  };

  return {
    watch(element, onFirstVisible) {
      observer ??= createObserver(onEntries);
      if (waiting.has(element)) observer.unobserve(element);
      waiting.set(element, onFirstVisible);
      observer.observe(element);
      return () => {
        if (waiting.get(element) === onFirstVisible) stop(element);
      };
    },
  };
}

// Speculative work (prefetching the pages a reader might open next) is worth its network and main-thread time only
// for a reader who stays and uses the page. A reader who scrolls, points, types or touches has shown that; until
// then the page load keeps the main thread to itself.
export const INTERACTION_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

type Listenable = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** Calls `then` once, at the first interaction event on `target`. Returns a function that stops listening. */
export function onFirstInteraction(target: Listenable, then: () => void): () => void {
  const options = {capture: true, passive: true} as const;
  const stop = () => {
    for (const type of INTERACTION_EVENTS) target.removeEventListener(type, handle, options);
  };
  function handle() {
    stop();
    then();
  }
  for (const type of INTERACTION_EVENTS) target.addEventListener(type, handle, options);
  return stop;
}

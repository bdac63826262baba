// Whether the reader is busy with something other than reading: typing, or about to type, into a field of the page
// (the search box above all), or moving the pointer across it. Speculative downloads wait meanwhile: the connection is
// then the search's, whose index chunks the reader waits for, and the pages the links in view lead to can come when
// the pointer rests.

const TEXT_INPUT_TYPES = new Set(['', 'text', 'search', 'email', 'url', 'tel', 'number', 'password']);

export function isTextField(element: Element | null): boolean {
  if (!element) return false;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea') return true;
  if (tag === 'input') return TEXT_INPUT_TYPES.has((element.getAttribute('type') ?? '').toLowerCase());
  return (element as HTMLElement).isContentEditable === true;
}

/** The field has the focus, or the pointer rests on one. */
export function isReaderAtAField(doc: Pick<Document, 'activeElement' | 'querySelectorAll'>): boolean {
  return (
    isTextField(doc.activeElement) || Array.from(doc.querySelectorAll(':is(input, textarea):hover')).some(isTextField)
  );
}

/** The pointer counts as resting once it has not moved for this long. */
export const POINTER_REST_MS = 400;

/** Remembers the pointer's last movement; `isMoving()` is true until it has rested POINTER_REST_MS. */
export function pointerWatch(target: Pick<EventTarget, 'addEventListener'>, now: () => number) {
  let lastMove = -Infinity;
  target.addEventListener('pointermove', () => (lastMove = now()), {capture: true, passive: true});
  return {isMoving: () => now() - lastMove < POINTER_REST_MS};
}

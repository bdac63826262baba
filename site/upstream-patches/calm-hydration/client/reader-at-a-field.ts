// Whether the reader is typing, or about to type, into a field of the page (the search box above all). Speculative
// downloads wait meanwhile: the connection is then the search's, whose index chunks the reader waits for, and a
// prefetched page the reader has not pointed at can come once they leave the field.

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

// The search plugin focuses its box again once the index has loaded if the box had focus when loading began, even
// when the reader has tabbed on since: a keyboard user is thrown back to the search box. This guard lets such a
// programmatic focus through only while the reader is on no other element, or right after the search shortcut.
const isSearchShortcut = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';

/** Guards `input.focus()`; returns the function that removes the guard. */
export function guardSearchBoxRefocus(input: HTMLInputElement): () => void {
  const nativeFocus = input.focus;
  let readerLeft = false;
  const onBlur = () => {
    readerLeft = true;
  };
  const onFocus = () => {
    readerLeft = false;
  };
  const onKeydown = (event: KeyboardEvent) => {
    if (isSearchShortcut(event)) readerLeft = false;
  };
  input.addEventListener('blur', onBlur);
  input.addEventListener('focus', onFocus);
  // Capture phase: runs before the plugin's own shortcut handler, which focuses the box.
  document.addEventListener('keydown', onKeydown, true);
  input.focus = (options?: FocusOptions) => {
    const active = document.activeElement;
    const readerIsElsewhere = readerLeft && active !== null && active !== document.body && active !== input;
    if (!readerIsElsewhere) nativeFocus.call(input, options);
  };
  return () => {
    input.removeEventListener('blur', onBlur);
    input.removeEventListener('focus', onFocus);
    document.removeEventListener('keydown', onKeydown, true);
    delete (input as {focus?: unknown}).focus;
  };
}

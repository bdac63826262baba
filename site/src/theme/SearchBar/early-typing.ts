// The search plugin sets its box to the page's highlight terms (usually none) just after it mounts, and again once
// the page knows it runs in a browser, so that marks from an earlier search result are cleared. On the first load
// that also erased what the reader had typed into the server-rendered box before the scripts ran, and the box went
// blank under their fingers. This remembers the reader's text from mounting until those resets are over, then
// enters it again as typing would, so that React's state and the autocomplete both take it and search it.

export type EarlyTyping = {
  /** Puts the reader's text back if it was taken away; the watch ends either way. */
  restore: () => void;
  /** Ends the watch without touching the box. */
  stop: () => void;
};

const setNativeValue = (input: HTMLInputElement, value: string) =>
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);

export function watchEarlyTyping(input: HTMLInputElement): EarlyTyping {
  let readerText = input.value;
  // Only the reader's keystrokes fire `input`; the plugin's resets set the value without an event.
  const onInput = () => {
    readerText = input.value;
  };
  input.addEventListener('input', onInput);
  const stop = () => input.removeEventListener('input', onInput);
  const restore = () => {
    stop();
    if (readerText === '') return;
    const focused = input.ownerDocument.activeElement === input;
    // Through the element's own setter first, which React's change tracking watches, so that the text set below
    // through the prototype's setter counts as a change even when React has not yet rendered the plugin's reset.
    input.value = '';
    setNativeValue(input, readerText);
    input.dispatchEvent(new Event('input', {bubbles: true}));
    if (focused) input.setSelectionRange(readerText.length, readerText.length);
  };
  return {restore, stop};
}

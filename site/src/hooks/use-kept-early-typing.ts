// A search box is server-rendered, so a reader can type into it before React hydrates the page. React does not take
// that text into a controlled input's state, and the first renders after hydration set the box back: the navbar
// box renders its state, still empty, after mounting and again once the page knows it runs in a browser, and the
// /search page renders its still-empty query when that flag turns. The text
// vanished under the reader's fingers. This remembers what the reader typed from mounting until those renders are
// over, then enters it again as typing would, so that React's state and the autocomplete both take it and search it.
import {useEffect, useRef, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

type EarlyTyping = {restore: () => void; stop: () => void};

const setValueBehindReact = (input: HTMLInputElement, value: string) =>
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);

function watchEarlyTyping(input: HTMLInputElement): EarlyTyping {
  let readerText = input.value;
  // Only the reader's keystrokes fire `input`; the resets set the value without an event.
  const onInput = () => {
    readerText = input.value;
  };
  input.addEventListener('input', onInput);
  const stop = () => input.removeEventListener('input', onInput);
  const restore = () => {
    stop();
    if (readerText === '') return;
    const focused = input.ownerDocument.activeElement === input;
    // Through the element's own setter first, which React's change tracking watches, so that the text set behind it
    // counts as a change even when React has not yet rendered a pending reset.
    input.value = '';
    setValueBehindReact(input, readerText);
    input.dispatchEvent(new Event('input', {bubbles: true}));
    if (focused) input.setSelectionRange(readerText.length, readerText.length);
  };
  return {restore, stop};
}

/**
 * Keeps the text typed before hydration into the input that `inputSelector` finds in `container`. Call it from a
 * component above the input: a parent's effects run after its children's, so the restoring timer comes after the
 * resets they schedule.
 */
export function useKeptEarlyTyping(container: RefObject<HTMLElement | null>, inputSelector: string): void {
  const earlyTyping = useRef<EarlyTyping | null>(null);
  const isBrowser = useIsBrowser();
  useEffect(() => {
    const input = container.current?.querySelector<HTMLInputElement>(inputSelector);
    if (!input) return undefined;
    earlyTyping.current = watchEarlyTyping(input);
    return () => earlyTyping.current?.stop();
  }, [container, inputSelector]);
  useEffect(() => {
    if (!isBrowser) return undefined;
    const timer = setTimeout(() => earlyTyping.current?.restore(), 0);
    return () => clearTimeout(timer);
  }, [isBrowser]);
}

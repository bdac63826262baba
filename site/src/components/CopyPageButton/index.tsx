import {useEffect, useRef, useState, type ReactNode} from 'react';
import {copyMarkdown, type ClipboardPort} from '@site/src/lib/llms/copy-page';
import {markdownPathFor} from '@site/src/lib/llms/markdown-path';
import styles from './styles.module.css';

type Props = {
  /** The page's own path, e.g. /features/checkpoints; its Markdown twin sits at the same path plus `.md`. */
  permalink: string;
};

type State = 'idle' | 'copying' | 'copied' | 'failed';

// Long enough to read the confirmation, short enough that a second copy does not look like a stuck button.
const CONFIRM_FOR_MS = 2000;

function browserClipboard(): ClipboardPort {
  const {clipboard} = navigator;
  const asBlob = (text: Promise<string>) => text.then((value) => new Blob([value], {type: 'text/plain'}));
  return {
    writeText: (text) => clipboard.writeText(text),
    writeLater:
      typeof ClipboardItem === 'undefined'
        ? undefined
        : (text) => clipboard.write([new ClipboardItem({'text/plain': asBlob(text)})]),
  };
}

const LABELS: Record<State, {shown: string; spoken: string}> = {
  idle: {shown: 'Copy page', spoken: 'Copy page as Markdown'},
  copying: {shown: 'Copying…', spoken: 'Copying page as Markdown'},
  copied: {shown: 'Copied', spoken: 'Copied page as Markdown'},
  failed: {shown: 'Copy failed', spoken: 'Copy failed: open the page with .md added to its address instead'},
};

function CopyIcon({done}: {done: boolean}): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {done ? (
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      ) : (
        <>
          <rect x="8" y="8" width="12" height="12" rx="2" />
          <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
        </>
      )}
    </svg>
  );
}

/** Copies the page's Markdown (its .md twin) to the clipboard, for pasting into a chat with a model. */
export default function CopyPageButton({permalink}: Props): ReactNode {
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (state === 'copying') return;
    clearTimeout(timer.current);
    setState('copying');
    try {
      await copyMarkdown(markdownPathFor(permalink), (url, init) => fetch(url, init), browserClipboard());
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), CONFIRM_FOR_MS);
  };

  const label = LABELS[state];
  // The label is a polite live region, so screen readers announce "Copied" without a second status element.
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => void copy()}
      // Not `disabled`: that would drop keyboard focus while the copy runs.
      aria-disabled={state === 'copying'}
      aria-label={label.spoken}
      data-state={state}
    >
      <CopyIcon done={state === 'copied'} />
      <span aria-live="polite">{label.shown}</span>
    </button>
  );
}

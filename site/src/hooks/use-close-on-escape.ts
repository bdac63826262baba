import {useEffect} from 'react';

/**
 * While `open`, pressing Escape calls `close` and hands focus back to `returnFocusTo`. Docusaurus's mobile drawer
 * has no Escape key of its own, and a keyboard user should not have to Tab back through it to leave.
 */
export function useCloseOnEscape(open: boolean, close: () => void, returnFocusTo: string): void {
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      document.querySelector<HTMLElement>(returnFocusTo)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, returnFocusTo]);
}

// Stands in for @docusaurus/theme-common's useWindowSize (swapped by ./index.ts). Same contract:
// 'ssr' until hydrated, then 'desktop' or 'mobile' (breakpoint 996 px, as in Infima). The first answer after
// hydration unmounts the desktop sidebar and table of contents on a phone; it is a transition here so that work is
// sliced instead of one long task. Resizes stay immediate.
import {startTransition, useEffect, useState} from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

const DESKTOP_BREAKPOINT = 996;

function currentWindowSize(desktopBreakpoint: number): WindowSize {
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT}: {desktopBreakpoint?: number} = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setWindowSize(currentWindowSize(desktopBreakpoint));
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}

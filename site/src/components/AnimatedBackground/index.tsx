import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';

// The canvas code is its own chunk, fetched only once the page is interactive, so it never delays the content.
const BackgroundCanvas = lazy(() => import('./BackgroundCanvas'));

type IdleWindow = Window & {requestIdleCallback?: (callback: () => void, options?: {timeout: number}) => number};

/** The decorative background: nothing in the server HTML, then a canvas once the browser is idle. */
export default function AnimatedBackground(): ReactNode {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = window as IdleWindow;
    if (idle.requestIdleCallback) {
      const handle = idle.requestIdleCallback(() => setReady(true), {timeout: 2000});
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(timer);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <BackgroundCanvas />
    </Suspense>
  );
}

import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {whenIdle} from '@site/src/lib/when-idle';

// The canvas code is its own chunk, fetched only once the page is interactive, so it never delays the content.
const BackgroundCanvas = lazy(() => import('./BackgroundCanvas'));

/** The decorative background: nothing in the server HTML, then a canvas once the browser is idle. */
export default function AnimatedBackground(): ReactNode {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <BackgroundCanvas />
    </Suspense>
  );
}

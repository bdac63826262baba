import {lazy, Suspense, type ReactNode} from 'react';
import {useIdleAfterMount} from '@site/src/hooks/use-idle-after-mount';

// The canvas code is its own chunk, fetched only once the page is interactive, so it never delays the content.
const BackgroundCanvas = lazy(() => import('./BackgroundCanvas'));

/** The decorative background: nothing in the server HTML, then a canvas once the browser is idle. */
export default function AnimatedBackground(): ReactNode {
  if (!useIdleAfterMount()) return null;
  return (
    <Suspense fallback={null}>
      <BackgroundCanvas />
    </Suspense>
  );
}

import {lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import styles from './styles.module.css';

// The zoom library mounts a class component per image on hydration (observers, a second decode of every loaded
// image, a re-render) and weighs about 17 KB: a page with four screenshots paid that for a click few readers make.
// Until the first click it is a plain button over the image; the library is fetched then and takes over.
const Zoom = lazy(() => import('react-medium-image-zoom'));

type Props = {
  children: ReactNode;
  /** Names the button, e.g. "Enlarge the screenshot"; the image's alt text follows it, as the library does. */
  zoomLabel: string;
  unzoomLabel: string;
  alt: string;
};

/** How many frames the library may take to find the image and render its own zoom button. */
const FRAMES_TO_WAIT = 120;

/** Presses the library's zoom button once it exists, so the reader's click opens the image and focus stays put. */
function OpenWhenReady({within}: {within: RefObject<HTMLElement | null>}): null {
  useEffect(() => {
    let frames = 0;
    let handle = 0;
    const tryOpen = () => {
      const button = within.current?.querySelector<HTMLButtonElement>('button[data-rmiz-btn-zoom]');
      if (button) {
        button.focus();
        button.click();
      } else if (frames++ < FRAMES_TO_WAIT) handle = requestAnimationFrame(tryOpen);
    };
    handle = requestAnimationFrame(tryOpen);
    return () => cancelAnimationFrame(handle);
  }, [within]);
  return null;
}

export default function ZoomOnDemand({children, zoomLabel, unzoomLabel, alt}: Props): ReactNode {
  const [wanted, setWanted] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  if (!wanted) {
    return (
      <div className={styles.zoomable}>
        {children}
        <button
          type="button"
          className={styles.zoomButton}
          aria-label={alt ? `${zoomLabel}: ${alt}` : zoomLabel}
          onClick={() => setWanted(true)}
        />
      </div>
    );
  }
  return (
    <div ref={wrapper}>
      {/* While the library loads, the image stays where it was. */}
      <Suspense fallback={<div className={styles.zoomable}>{children}</div>}>
        <Zoom a11yNameButtonZoom={zoomLabel} a11yNameButtonUnzoom={unzoomLabel}>
          {children}
        </Zoom>
        <OpenWhenReady within={wrapper} />
      </Suspense>
    </div>
  );
}

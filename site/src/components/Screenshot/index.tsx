import {useState, type CSSProperties, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import 'react-medium-image-zoom/dist/styles.css';
import type {StaticData} from '@site/src/lib/static-props/data';
import {THEMES} from '@site/src/lib/screenshots/manifest';
import {requireStaticProps} from '@site/src/lib/static-props/require-static-props';
import styles from './styles.module.css';
import ZoomOnDemand from './ZoomOnDemand';

type Props = {
  /** A scene id of static/img/ui/manifest.json, e.g. "followup". An unknown id fails the build. */
  scene: string;
  /** Replaces the manifest's alt text. */
  alt?: string;
  /** Replaces the manifest's default caption. */
  caption?: string;
  /** Filled in at build time by remark-static-props. */
  data?: StaticData<'Screenshot'>;
};

/**
 * A rendered image of the Roo Code panel in the site's colour mode. Both themes' images are in the HTML and CSS keyed
 * on html[data-theme] hides one, so the right one shows on first paint; a hidden lazy image is never fetched.
 *
 * Every image is lazy, even one at the top of a page. An eager image is preloaded by React in both themes (the hidden
 * one too, since the colour mode is unknown when the HTML is written), and those downloads compete with the
 * stylesheet: Lighthouse's simulated LCP (a text paragraph; a flat UI screenshot does not count as contentful)
 * went from about 1.25 s to 1.76 s. A lazy image in the first screen is still fetched as soon as layout places it.
 *
 * An animated scene (a short flow, looping) shows its animated file, except to readers who ask for reduced motion:
 * a <source> for them points at the still, so the animation is never fetched for them. Everyone else can pause it,
 * which shows the still.
 *
 * And every image asks for low priority. Chromium raises an image that layout finds on screen to high priority, and
 * then it shares the connection with what the page's text needs; the text is what the reader came for (and the
 * largest paint), so the picture waits. Without it, runs where the raise came in time cost 0.3 s of simulated LCP.
 */
export default function Screenshot({scene, data}: Props): ReactNode {
  const shot = requireStaticProps('Screenshot', data, scene);
  const base = useBaseUrl('/');
  const animated = THEMES.some((theme) => shot.sources[theme].animated);
  // A reader may stop the motion (it loops); the still then takes its place, as under reduced motion.
  const [paused, setPaused] = useState(false);
  return (
    <figure className={styles.figure} data-screenshot={shot.scene} data-animated={animated || undefined}>
      {THEMES.map((theme) => {
        const {src, width, height, animated: moving} = shot.sources[theme];
        const image = (
          <img
            className={styles.image}
            src={base + (moving && !paused ? moving : src)}
            width={width}
            height={height}
            alt={shot.alt}
            loading="lazy"
            decoding="async"
            fetchPriority="low"
          />
        );
        return (
          <div
            key={theme}
            className={`${styles.frame} ${styles[theme]}`}
            style={{'--shot-width': `${width}px`, '--shot-aspect': width / height} as CSSProperties}
            data-theme-image={theme}
          >
            <ZoomOnDemand zoomLabel="Enlarge the screenshot" unzoomLabel="Close the enlarged image" alt={shot.alt}>
              {moving && !paused ? (
                // Readers who ask for reduced motion get the still (the animation's last state) in its place, and
                // the browser never downloads the animated file for them.
                <picture className={styles.picture}>
                  <source media="(prefers-reduced-motion: reduce)" srcSet={base + src} width={width} height={height} />
                  {image}
                </picture>
              ) : (
                image
              )}
            </ZoomOnDemand>
          </div>
        );
      })}
      {animated && (
        <button
          type="button"
          className={styles.motionToggle}
          aria-pressed={paused}
          onClick={() => setPaused((was) => !was)}
        >
          {paused ? 'Play the animation' : 'Pause the animation'}
        </button>
      )}
      {(shot.caption || shot.callouts) && (
        <figcaption className={styles.caption}>
          {shot.caption}
          {shot.callouts && (
            // The numbers are drawn on the image; the list says what each marks, in the same order.
            <ol className={styles.callouts}>
              {shot.callouts.map(({n, label}) => (
                <li key={n} value={n}>
                  {label}
                </li>
              ))}
            </ol>
          )}
        </figcaption>
      )}
    </figure>
  );
}

import {useState, type CSSProperties, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import 'react-medium-image-zoom/dist/styles.css';
import type {StaticData} from '@site/src/lib/static-props/data';
import {NARROW_MEDIA, NARROW_WIDTH, THEMES} from '@site/src/lib/screenshots/manifest';
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
 * which shows the still. A <source> cannot change the alt text, so the alt describes the still, which every reader
 * can get; the flow is told in a line only screen readers read, present while the animation plays and hidden by the
 * same media query that swaps in the still.
 *
 * A scene rendered with a narrow crop (a wide VS Code window, unreadable at a third of its size on a phone) gets a
 * <source> for narrow screens pointing at it, with its own size, and the frame takes that size there. A wide scene
 * without one is shown there at a readable scale in a frame that scrolls sideways, rather than shrunk to a third.
 *
 * And every image asks for low priority. Chromium raises an image that layout finds on screen to high priority, and
 * then it shares the connection with what the page's text needs; the text is what the reader came for (and the
 * largest paint), so the picture waits. Without it, runs where the raise came in time cost 0.3 s of simulated LCP.
 */
export default function Screenshot({scene, data}: Props): ReactNode {
  const shot = requireStaticProps('Screenshot', data, scene);
  const base = useBaseUrl('/');
  const animated = THEMES.some((theme) => shot.sources[theme].animated);
  const wide = THEMES.some((theme) => !shot.sources[theme].narrow && shot.sources[theme].width > NARROW_WIDTH);
  // A reader may stop the motion (it loops); the still then takes its place, as under reduced motion.
  const [paused, setPaused] = useState(false);
  return (
    <figure className={styles.figure} data-screenshot={shot.scene} data-animated={animated || undefined}>
      {THEMES.map((theme) => {
        const {src, width, height, animated: moving, narrow} = shot.sources[theme];
        const playing = Boolean(moving) && !paused;
        const image = (
          <img
            className={styles.image}
            src={base + (playing ? moving : src)}
            width={width}
            height={height}
            alt={shot.alt}
            loading="lazy"
            decoding="async"
            fetchPriority="low"
          />
        );
        const size = {
          '--shot-width': `${width}px`,
          '--shot-aspect': width / height,
          ...(narrow ? {'--narrow-width': `${narrow.width}px`, '--narrow-aspect': narrow.width / narrow.height} : {}),
        } as CSSProperties;
        return (
          <div
            key={theme}
            className={`${styles.frame} ${styles[theme]}`}
            style={size}
            data-theme-image={theme}
            data-narrow={narrow ? '' : undefined}
            data-wide={!narrow && width > NARROW_WIDTH ? '' : undefined}
          >
            <ZoomOnDemand zoomLabel="Enlarge the screenshot" unzoomLabel="Close the enlarged image" alt={shot.alt}>
              {playing || narrow ? (
                // The browser takes the first source whose media matches, else the img.
                <picture className={styles.picture}>
                  {narrow && (
                    <source
                      media={NARROW_MEDIA}
                      srcSet={base + narrow.src}
                      width={narrow.width}
                      height={narrow.height}
                    />
                  )}
                  {playing && (
                    // Readers who ask for reduced motion get the still (the animation's last state) in its place,
                    // and the browser never downloads the animated file for them.
                    <source
                      media="(prefers-reduced-motion: reduce)"
                      srcSet={base + src}
                      width={width}
                      height={height}
                    />
                  )}
                  {image}
                </picture>
              ) : (
                image
              )}
            </ZoomOnDemand>
          </div>
        );
      })}
      {wide && (
        // Phones only (CSS): the frame scrolls sideways there, and nothing else says so.
        <p className={styles.scrollHint} aria-hidden="true">
          Wider than the screen: swipe the picture sideways to see all of it.
        </p>
      )}
      {animated && !paused && shot.motion && <span className={styles.motionText}>{shot.motion}</span>}
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

// The figure's HTML as the build writes it (server rendering, before any script): which file each theme's image asks
// for, what readers who ask for reduced motion get, and the box the image reserves.
import fs from 'node:fs';
import path from 'node:path';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import type {ScreenshotData} from '@site/src/lib/screenshots/manifest';
import Screenshot from '.';

vi.mock('@docusaurus/useBaseUrl', () => ({default: (path: string) => `/docs${path}`}));

const still: ScreenshotData = {
  scene: 'home',
  alt: 'The home screen of the panel',
  caption: 'Home',
  sources: {
    dark: {src: 'img/ui/home-dark.webp', width: 420, height: 300},
    light: {src: 'img/ui/home-light.webp', width: 420, height: 300},
  },
};
const animated: ScreenshotData = {
  ...still,
  scene: 'flow',
  sources: {
    dark: {...still.sources.dark, animated: 'img/ui/flow-animated-dark.webp'},
    light: {...still.sources.light, animated: 'img/ui/flow-animated-light.webp'},
  },
};

const MOTION = 'Animated: the request is typed and the mention menu opens at the @.';
const described: ScreenshotData = {...animated, motion: MOTION};
const wide: ScreenshotData = {
  ...still,
  scene: 'vscode-window',
  sources: {
    dark: {
      src: 'img/ui/w-dark.webp',
      width: 1052,
      height: 640,
      narrow: {src: 'img/ui/w-narrow-dark.webp', width: 380, height: 300},
    },
    light: {
      src: 'img/ui/w-light.webp',
      width: 1052,
      height: 640,
      narrow: {src: 'img/ui/w-narrow-light.webp', width: 380, height: 300},
    },
  },
};
const css = fs.readFileSync(path.join(__dirname, 'styles.module.css'), 'utf8');

const html = (data: ScreenshotData) => renderToStaticMarkup(<Screenshot scene={data.scene} data={data} />);

describe('Screenshot', () => {
  it('shows a still as a plain lazy, low-priority image with its size, and offers nothing to pause', () => {
    const markup = html(still);
    expect(markup).not.toContain('<picture');
    expect(markup).not.toContain('animation');
    const images = markup.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(2);
    expect(images[0]).toContain('src="/docs/img/ui/home-dark.webp"');
    for (const image of images) {
      expect(image).toMatch(/width="420" height="300"/);
      expect(image).toContain('loading="lazy"');
      expect(image).toContain('fetchPriority="low"');
    }
  });

  it('shows an animation, with the still as the source for reduced motion, in each theme', () => {
    const markup = html(animated);
    const pictures = markup.match(/<picture[\s\S]*?<\/picture>/g) ?? [];
    expect(pictures).toHaveLength(2);
    for (const theme of ['dark', 'light']) {
      const picture = pictures.find((p) => p.includes(`flow-animated-${theme}.webp`))!;
      expect(picture).toMatch(
        new RegExp(`<source media="\\(prefers-reduced-motion: reduce\\)" srcSet="/docs/img/ui/home-${theme}.webp"`),
      );
      // The source comes first: the browser takes the first that matches, the img being the fallback.
      expect(picture.indexOf('<source')).toBeLessThan(picture.indexOf('<img'));
      expect(picture).toMatch(
        /<img [^>]*src="\/docs\/img\/ui\/flow-animated-[a-z]+\.webp"[^>]*width="420" height="300"/,
      );
      expect(picture).toContain('loading="lazy"');
    }
    expect(markup).toContain('data-animated="true"');
    expect(markup).toMatch(/<button type="button"[^>]*aria-pressed="false"[^>]*>Pause the animation<\/button>/);
  });

  it('keeps the alt text and caption of a still for an animation', () => {
    const markup = html(animated);
    expect(markup.match(/alt="The home screen of the panel"/g)).toHaveLength(2);
    expect(markup).toMatch(/<figcaption[^>]*>Home/);
  });

  it('tells the flow of a playing animation to screen readers only, and not under reduced motion', () => {
    const markup = html(described);
    // One line for the figure, not one per theme: both themes' images are in the HTML.
    expect(markup.match(new RegExp(MOTION, 'g'))).toHaveLength(1);
    expect(markup).toMatch(new RegExp(`<span class="_motionText_\\w+">${MOTION}</span>`));
    // The alt stays the still's, which is true of what reduced-motion readers get.
    expect(markup.match(/alt="The home screen of the panel"/g)).toHaveLength(2);
    expect(html(still)).not.toContain('motionText');
    // Under reduced motion the still shows, and the line that describes the motion is taken away with the button.
    const reduced = css.match(/@media \(prefers-reduced-motion: reduce\) \{([^}]*)\{\s*display: none;/);
    expect(reduced?.[1]).toContain('.motionText');
    // The Pause/Play button too: those readers get the still, which the button could neither pause nor play.
    expect(reduced?.[1]).toContain('.motionToggle');
    expect(css).toMatch(/\.motionText \{[^}]*clip-path: inset\(50%\)/);
  });

  it("offers a wide scene's narrow crop to narrow screens, with its own size", () => {
    const markup = html(wide);
    const pictures = markup.match(/<picture[\s\S]*?<\/picture>/g) ?? [];
    expect(pictures).toHaveLength(2);
    for (const theme of ['dark', 'light']) {
      const picture = pictures.find((p) => p.includes(`w-${theme}.webp`))!;
      expect(picture).toMatch(
        new RegExp(
          `<source media="\\(max-width: 600px\\)" srcSet="/docs/img/ui/w-narrow-${theme}.webp" width="380" height="300"/>`,
        ),
      );
      expect(picture).toMatch(/<img [^>]*src="\/docs\/img\/ui\/w-[a-z]+\.webp"[^>]*width="1052" height="640"/);
    }
    // The frame's width comes from CSS variables: the narrow crop's are there for the media query to use.
    expect(markup).toContain('--narrow-width:380px');
    expect(markup.match(/data-narrow=""/g)).toHaveLength(2);
    expect(css).toMatch(
      /@media \(max-width: 600px\) \{\s*\.frame\[data-narrow\] \{\s*width: min\(100%, var\(--narrow-width\)/,
    );
    // A scene without one keeps the plain image.
    expect(html(still)).not.toContain('max-width: 600px');
  });

  it('lets a wide scene without a narrow crop scroll sideways on a phone, at a readable scale', () => {
    const uncropped: ScreenshotData = {
      ...wide,
      sources: {
        dark: {...wide.sources.dark, narrow: undefined},
        light: {...wide.sources.light, narrow: undefined},
      },
    };
    expect(html(uncropped).match(/data-wide=""/g)).toHaveLength(2);
    // Said once per figure, for eyes only (a screen reader gets the alt text, not a gesture).
    expect(html(uncropped).match(/<p class="_scrollHint_\w+" aria-hidden="true">[^<]*swipe/g)).toHaveLength(1);
    expect(html(wide)).not.toContain('scrollHint');
    // With its narrow crop, or narrow enough already, it needs no scrolling.
    expect(html(wide)).not.toContain('data-wide');
    expect(html(still)).not.toContain('data-wide');
    const phone = css.slice(css.indexOf('@media (max-width: 600px)'));
    expect(phone).toMatch(/\.frame\[data-wide\] \{\s*width: 100%;\s*overflow-x: auto;/);
    expect(phone).toMatch(/\.scrollHint \{\s*display: block;/);
    // Hidden elsewhere by a rule that comes first, so that the phone rule wins.
    expect(css.slice(0, css.indexOf('@media (max-width: 600px)'))).toMatch(/\.scrollHint \{\s*display: none;/);
    expect(css.slice(css.indexOf('@media (max-width: 600px)'))).not.toMatch(/\.scrollHint \{\s*display: none;/);
    expect(phone).toMatch(/\.frame\[data-wide\] \.image \{\s*width: calc\(var\(--shot-width\) \* 0\.8\);/);
  });
});

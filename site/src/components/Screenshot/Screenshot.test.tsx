// The figure's HTML as the build writes it (server rendering, before any script): which file each theme's image asks
// for, what readers who ask for reduced motion get, and the box the image reserves.
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
});

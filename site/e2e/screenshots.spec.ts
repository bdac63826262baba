// The Screenshot component in a browser under the production headers: the image of the site's colour mode shows and
// only it is downloaded, it fits a phone's column, and the zoom opens and closes from the keyboard without the
// Content-Security-Policy refusing anything (a refusal is a console error, which fails every test here).
import path from 'node:path';
import type {Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {readManifest} from '../build-lib/screenshots/manifest-file';
import {routeOf, screenshotUses} from '../build-lib/screenshots/uses';
import {MAX_ANIMATION_BYTES} from '../src/lib/screenshots/manifest';
import {webpMotion} from '../src/lib/screenshots/webp';
import {baseUrl, openBrowser, type BrowserSession} from './browser';
import {get} from './html';

type Mode = 'dark' | 'light';

const uses = screenshotUses(path.join(__dirname, '../docs'));
const ROUTES = [...new Set(uses.map((use) => routeOf(use.file)))].sort();
// A page with several screenshots, one of them below the fold.
const SAMPLE = '/features/auto-approving-actions';
const ANIMATED_SCENES = new Set(
  readManifest()
    .scenes.filter((scene) => scene.animation)
    .map((scene) => scene.id),
);
const ANIMATED_ROUTES = [
  ...new Set(uses.filter((use) => ANIMATED_SCENES.has(use.scene)).map((use) => routeOf(use.file))),
].sort();

/** Every image file the page asked for under /img/ui/, by file name. */
function watchImages(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith('/img/ui/')) requested.push(pathname.slice('/img/ui/'.length));
  });
  return requested;
}

async function openIn(browser: BrowserSession, mode: Mode, route: string) {
  const page = await browser.newPage();
  // The stored choice is what a returning reader has; the inline theme script applies it before the first paint.
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  const requested = watchImages(page);
  await page.goto(baseUrl() + route);
  return {page, requested};
}

/** The visible image of each figure: its theme, file, and whether it finished loading. */
const visibleImages = (page: Page) =>
  page.$$eval('figure[data-screenshot]', (figures) =>
    figures.map((figure) => {
      const shown = Array.from(figure.querySelectorAll<HTMLElement>('[data-theme-image]')).filter(
        (frame) => getComputedStyle(frame).display !== 'none',
      );
      const image = shown[0]?.querySelector('img');
      return {
        count: shown.length,
        theme: shown[0]?.dataset.themeImage,
        file: image ? new URL(image.src).pathname.split('/').pop() : undefined,
        loaded: image ? image.complete && image.naturalWidth > 0 : false,
      };
    }),
  );

describe('screenshots in the HTML', () => {
  // A preloaded or eager screenshot is fetched in both themes (the colour mode is unknown when the HTML is written) and
  // competes with the stylesheet for the first paint; a lazy one is fetched once layout places it near the screen, at
  // low priority so that the text it sits beside comes first.
  it.each(ROUTES)('%s neither preloads a screenshot nor loads one eagerly or ahead of the text', async (route) => {
    const {html} = await get(baseUrl() + route);
    const images = html.match(/<img [^>]*src="\/img\/ui\/[^>]*>/g) ?? [];
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((image) => !image.includes('loading="lazy"'))).toEqual([]);
    expect(images.filter((image) => !image.includes('fetchPriority="low"'))).toEqual([]);
    expect(html.match(/<link [^>]*href="\/img\/ui\/[^>]*>/g) ?? []).toEqual([]);
    // Every figure says in words what to look at, before any script runs.
    const figures = html.match(/<figure [^>]*data-screenshot="[^"]*"[^>]*>[\s\S]*?<\/figure>/g) ?? [];
    expect(figures.length).toBeGreaterThan(0);
    expect(figures.filter((figure) => !/<figcaption[^>]*>[^<\s]/.test(figure))).toEqual([]);
  });
});

describe('screenshots', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({viewport: {width: 1280, height: 900}});
  });
  afterAll(() => browser.close());

  it.each(['dark', 'light'] as const)('shows and downloads only the %s image', async (mode) => {
    const {page, requested} = await openIn(browser, mode, SAMPLE);
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe(mode);
    const figures = page.locator('figure[data-screenshot]');
    const count = await figures.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index++) {
      await figures.nth(index).scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (n) => {
          const figure = document.querySelectorAll('figure[data-screenshot]')[n];
          return Array.from(figure.querySelectorAll('img')).some((img) => img.complete && img.naturalWidth > 0);
        },
        index,
        {timeout: 10_000},
      );
    }
    const shown = await visibleImages(page);
    expect(shown.every((image) => image.count === 1 && image.theme === mode && image.loaded)).toBe(true);
    expect(shown.every((image) => image.file?.includes(`-${mode}.`))).toBe(true);
    const other = mode === 'dark' ? 'light' : 'dark';
    expect(requested.length).toBeGreaterThanOrEqual(count);
    expect(requested.filter((file) => file.includes(`-${other}.`))).toEqual([]);
    await page.close();
    expect(browser.problems).toEqual([]);
  });

  it('holds each image’s place before the image arrives, so nothing below it moves when it loads', async () => {
    const page = await browser.newPage();
    // Image requests are held unanswered: every box measured here is the one the reader sees while an image loads.
    await page.route('**/img/ui/**', () => undefined);
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto(baseUrl() + SAMPLE);
    const boxes = await page.$$eval(
      'figure[data-screenshot] [data-theme-image="dark"] img',
      (images: HTMLImageElement[]) =>
        images.map((image) => {
          const {width, height} = image.getBoundingClientRect();
          return {
            complete: image.complete && image.naturalWidth > 0,
            width,
            height,
            ratio: Number(image.getAttribute('width')) / Number(image.getAttribute('height')),
          };
        }),
    );
    expect(boxes.length).toBeGreaterThan(1);
    for (const box of boxes) {
      expect(box.complete).toBe(false);
      // Frames follow their content, so a one-row figure may be short; what matters is that its box is already
      // the image's shape, not collapsed to zero while the file is on its way.
      expect(box.height).toBeGreaterThan(20);
      // Within the image's 1 px border on each side, which weighs more in the ratio of a wide, short figure.
      expect(Math.abs(box.height - box.width / box.ratio)).toBeLessThan(3);
    }
    await page.close();
    expect(browser.problems).toEqual([]);
  });

  it('switches to the other image when the reader switches mode', async () => {
    const {page} = await openIn(browser, 'dark', SAMPLE);
    await page
      .getByRole('button', {name: /switch between dark and light mode/i})
      .first()
      .click();
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('light');
    expect((await visibleImages(page)).every((image) => image.theme === 'light')).toBe(true);
    await page.close();
    expect(browser.problems).toEqual([]);
  });

  it('zooms from the keyboard and closes with Escape', async () => {
    const {page} = await openIn(browser, 'light', SAMPLE);
    const figure = page.locator('figure[data-screenshot]').first();
    await figure.scrollIntoViewIfNeeded();
    const button = figure.locator('[data-theme-image="light"] button');
    await button.waitFor({state: 'visible'});
    // The zoom library is fetched on the first click, not with the page.
    await expect(page.locator('[data-rmiz]').count()).resolves.toBe(0);
    await button.focus();
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('BUTTON');
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor({state: 'visible'});
    await expect(dialog.locator('img').first().isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'detached', timeout: 5_000}).catch(() => dialog.waitFor({state: 'hidden'}));
    await expect(page.locator('dialog[open]').count()).resolves.toBe(0);
    // Focus comes back to the screenshot's own zoom button, where a keyboard reader left off.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-theme-image="light"]') !== null))
      .toBe(true);
    await page.close();
    expect(browser.problems).toEqual([]);
  });
});

// On a phone, every screenshot fits the text column (or scrolls in a frame that does): the sweep checks that on every
// page at 390 px in both modes (sweep.spec.ts, figure-probe.ts), on the page loads it makes anyway.

describe('animated screenshots', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({viewport: {width: 1280, height: 900}});
  });
  afterAll(() => browser.close());

  it('are on the pages the original showed as GIFs', () => {
    expect(ANIMATED_ROUTES).toEqual(
      expect.arrayContaining([
        '/basic-usage/typing-your-requests',
        '/features/checkpoints',
        '/features/model-temperature',
      ]),
    );
  });

  it.each(ANIMATED_ROUTES)(
    '%s serves each animation with the still as the reduced-motion source, animated and under the budget',
    async (route) => {
      const {html} = await get(baseUrl() + route);
      // A <picture> also carries a phone crop (a max-width source); the animated ones are those with a moving image
      // or a reduced-motion source, and each of those must have both.
      const pictures = (html.match(/<picture[\s\S]*?<\/picture>/g) ?? []).filter((picture) =>
        /-animated-(?:dark|light)\.webp|prefers-reduced-motion/.test(picture),
      );
      expect(pictures.length).toBeGreaterThanOrEqual(2);
      for (const picture of pictures) {
        const still = /<source media="\(prefers-reduced-motion: reduce\)" srcSet="(\/img\/ui\/[\w-]+\.webp)"/.exec(
          picture,
        );
        const moving = /<img [^>]*src="(\/img\/ui\/[\w-]+-animated-(?:dark|light)\.webp)"/.exec(picture);
        expect(still, picture).not.toBeNull();
        expect(moving, picture).not.toBeNull();
        expect(picture).toMatch(/<img [^>]*loading="lazy"/);
        const response = await fetch(baseUrl() + moving![1]);
        expect(response.status).toBe(200);
        const bytes = new Uint8Array(await response.arrayBuffer());
        expect(bytes.length).toBeLessThanOrEqual(MAX_ANIMATION_BYTES);
        expect(webpMotion(bytes).frames).toBeGreaterThan(1);
        expect(webpMotion(new Uint8Array(await (await fetch(baseUrl() + still![1])).arrayBuffer())).frames).toBe(1);
      }
    },
  );

  /** The shown image of each animated figure once loaded: which file the browser chose. */
  async function chosenFiles(page: Page): Promise<string[]> {
    const figures = page.locator('figure[data-animated]');
    const count = await figures.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      await figures.nth(index).scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (n) => {
          const figure = document.querySelectorAll('figure[data-animated]')[n];
          return Array.from(figure.querySelectorAll('img')).some((img) => img.complete && img.naturalWidth > 0);
        },
        index,
        {timeout: 10_000},
      );
    }
    return page.$$eval('figure[data-animated] img', (images: HTMLImageElement[]) =>
      images.filter((image) => image.currentSrc).map((image) => new URL(image.currentSrc).pathname.split('/').pop()!),
    );
  }

  it('plays the animation, and gives readers who ask for reduced motion the still without fetching the animation', async () => {
    const route = ANIMATED_ROUTES[0];
    const moving = await openIn(browser, 'light', route);
    expect((await chosenFiles(moving.page)).every((file) => file.includes('-animated-light.'))).toBe(true);
    expect(moving.requested.some((file) => file.includes('-animated-'))).toBe(true);
    await moving.page.close();

    const page = await browser.newPage();
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
    const requested = watchImages(page);
    await page.goto(baseUrl() + route);
    const chosen = await chosenFiles(page);
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.filter((file) => file.includes('-animated-'))).toEqual([]);
    expect(requested.filter((file) => file.includes('-animated-'))).toEqual([]);
    // Nothing moves, so there is nothing to pause.
    await expect(page.getByRole('button', {name: 'Pause the animation'}).first().isVisible()).resolves.toBe(false);
    await page.close();
    expect(browser.problems).toEqual([]);
  });

  it('holds each animation’s place before it arrives, at the size of its still', async () => {
    const page = await browser.newPage();
    await page.route('**/img/ui/**', () => undefined);
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto(baseUrl() + ANIMATED_ROUTES[0]);
    const boxes = await page.$$eval(
      'figure[data-animated] [data-theme-image="dark"] img',
      (images: HTMLImageElement[]) =>
        images.map((image) => {
          const {width, height} = image.getBoundingClientRect();
          return {width, height, ratio: Number(image.getAttribute('width')) / Number(image.getAttribute('height'))};
        }),
    );
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) {
      expect(box.height).toBeGreaterThan(20);
      expect(Math.abs(box.height - box.width / box.ratio)).toBeLessThan(3);
    }
    await page.close();
    expect(browser.problems).toEqual([]);
  });

  it('pauses on the still and plays again from the button', async () => {
    const {page} = await openIn(browser, 'dark', ANIMATED_ROUTES[0]);
    const figure = page.locator('figure[data-animated]').first();
    await figure.scrollIntoViewIfNeeded();
    const image = figure.locator('[data-theme-image="dark"] img');
    await expect(image.getAttribute('src')).resolves.toMatch(/-animated-dark\.webp$/);
    const button = figure.getByRole('button', {name: 'Pause the animation'});
    await button.click();
    await expect(figure.getByRole('button', {name: 'Play the animation'}).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    await expect(image.getAttribute('src')).resolves.toMatch(/\/[\w-]+-dark\.webp$/);
    await expect(image.getAttribute('src')).resolves.not.toContain('-animated-');
    await figure.getByRole('button', {name: 'Play the animation'}).click();
    await expect(image.getAttribute('src')).resolves.toMatch(/-animated-dark\.webp$/);
    await page.close();
    expect(browser.problems).toEqual([]);
  });
});

import type {Page} from 'playwright-core';
import {afterEach, describe, expect, it} from 'vitest';
import {baseUrl, openBrowser, type BrowserSession} from './browser';

const DOC_PAGE = '/features';

async function open(options: Parameters<typeof openBrowser>[0]): Promise<{browser: BrowserSession; page: Page}> {
  const browser = await openBrowser(options);
  const page = await browser.newPage();
  await page.goto(baseUrl() + DOC_PAGE);
  await page.locator('canvas[data-background]').waitFor({state: 'attached'});
  return {browser, page};
}

const canvas = (page: Page) => page.locator('canvas[data-background]');
// Waits on the page's own frame clock until a tenth of a second of frames has passed (three of the scene's 30 fps
// ticks): a running scene would have drawn by then. Not a sleep: it proves the frames happened.
const framesPass = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let first = 0;
        let count = 0;
        const step = (time: number) => {
          first ||= time;
          count += 1;
          if (count >= 4 && time - first >= 100) resolve();
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
  );
const snapshot = (page: Page) => canvas(page).evaluate((element) => (element as HTMLCanvasElement).toDataURL());
const hasInk = (page: Page) =>
  canvas(page).evaluate((element) => {
    const {width, height} = element as HTMLCanvasElement;
    const pixels = (element as HTMLCanvasElement).getContext('2d')!.getImageData(0, 0, width, height).data;
    for (let index = 3; index < pixels.length; index += 4) if (pixels[index] > 0) return true;
    return false;
  });

describe('animated background', () => {
  let browser: BrowserSession | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('covers the window behind the content, hidden from assistive tech and from the pointer', async () => {
    let page: Page;
    ({browser, page} = await open({viewport: {width: 1280, height: 800}, deviceScaleFactor: 3}));
    const facts = await canvas(page).evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        position: style.position,
        zIndex: style.zIndex,
        pointerEvents: style.pointerEvents,
        ariaHidden: element.getAttribute('aria-hidden'),
        box: [element.clientWidth, element.clientHeight],
      };
    });
    expect(facts).toMatchObject({position: 'fixed', zIndex: '-1', pointerEvents: 'none', ariaHidden: 'true'});
    const [cssWidth, cssHeight] = facts.box;
    expect(cssHeight).toBe(800);
    // A 3x screen is drawn at 2x: the pixel ratio is capped. The first frame is sized from the window; the canvas's
    // own box (narrower by a scrollbar) follows once the page has been laid out.
    await expect
      .poll(() =>
        canvas(page).evaluate((element) => [
          (element as HTMLCanvasElement).width,
          (element as HTMLCanvasElement).height,
        ]),
      )
      .toEqual([cssWidth * 2, cssHeight * 2]);
    // At rest until the reader moves: an idle page runs no animation loop.
    await expect(canvas(page).getAttribute('data-state')).resolves.toBe('resting');
    await page.mouse.move(300, 300);
    await page.mouse.move(320, 310);
    await expect.poll(() => canvas(page).getAttribute('data-state')).toBe('running');
    // Clicks go through to the page.
    const link = page.locator('article .markdown a[href]').first();
    await link.click({trial: true});
    expect(browser.problems).toEqual([]);
  });

  it.each([
    [1280, 32],
    [390, 9],
    [2400, 50],
  ])('draws min(50, width / 40) particles on a %ipx-wide window: %i', async (width, count) => {
    let page: Page;
    ({browser, page} = await open({viewport: {width, height: 800}}));
    await expect(canvas(page).getAttribute('data-particles')).resolves.toBe(String(count));
    expect(browser.problems).toEqual([]);
  });

  it('refits the canvas and the particles when the window is resized', async () => {
    let page: Page;
    ({browser, page} = await open({viewport: {width: 1280, height: 800}}));
    await page.setViewportSize({width: 600, height: 500});
    await expect.poll(() => canvas(page).getAttribute('data-particles')).toBe('15');
    await expect.poll(() => canvas(page).evaluate((element) => (element as HTMLCanvasElement).height)).toBe(500);
    expect(browser.problems).toEqual([]);
  });

  it('stays still while the reader is idle', async () => {
    let page: Page;
    ({browser, page} = await open({viewport: {width: 1280, height: 800}}));
    await expect.poll(() => canvas(page).getAttribute('data-state')).toBe('resting');
    const first = await snapshot(page);
    await framesPass(page);
    expect(await snapshot(page)).toBe(first);
  });

  it('moves while the reader moves the pointer and the tab is visible', async () => {
    let page: Page;
    ({browser, page} = await open({viewport: {width: 1280, height: 800}}));
    await page.mouse.move(200, 200);
    await page.mouse.move(400, 300, {steps: 5});
    const first = await snapshot(page);
    await expect.poll(() => snapshot(page)).not.toBe(first);
  });

  it('pauses when the tab is hidden', async () => {
    let page: Page;
    ({browser, page} = await open({viewport: {width: 1280, height: 800}}));
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', {configurable: true, get: () => true});
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(canvas(page).getAttribute('data-state')).resolves.toBe('paused');
    const first = await snapshot(page);
    await framesPass(page);
    expect(await snapshot(page)).toBe(first);
    expect(browser.problems).toEqual([]);
  });

  it('draws one still frame and stops when the reader prefers reduced motion', async () => {
    let page: Page;
    ({browser, page} = await open({viewport: {width: 1280, height: 800}, reducedMotion: 'reduce'}));
    await expect(canvas(page).getAttribute('data-state')).resolves.toBe('still');
    await expect(hasInk(page)).resolves.toBe(true);
    const first = await snapshot(page);
    await page.mouse.move(600, 300);
    await framesPass(page);
    expect(await snapshot(page)).toBe(first);
    expect(browser.problems).toEqual([]);
  });

  it('leaves the page intact when the browser gives no 2D context', async () => {
    browser = await openBrowser();
    await browser.context.addInitScript(() => {
      HTMLCanvasElement.prototype.getContext = () => null;
    });
    const page = await browser.newPage();
    await page.goto(baseUrl() + DOC_PAGE);
    await canvas(page).waitFor({state: 'attached'});
    await expect(canvas(page).getAttribute('data-state')).resolves.toBe('unavailable');
    await expect(page.locator('article h1').count()).resolves.toBe(1);
    expect(browser.problems).toEqual([]);
  });
});

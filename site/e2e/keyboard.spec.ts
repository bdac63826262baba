// Keyboard-only use: the Tab order through the navbar with a visible focus ring, the sidebar categories, the mobile
// drawer, and reduced motion.
import type {Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {baseUrl, openBrowser, type BrowserSession} from './browser';

type Focused = {name: string; tag: string; visibleRing: boolean};

/** What has focus now: its accessible-ish name and whether an outline or box shadow marks it. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const name =
      element.getAttribute('aria-label') ||
      (element as HTMLInputElement).placeholder ||
      element.textContent?.trim() ||
      '';
    return {name, tag: element.tagName.toLowerCase(), visibleRing: outline || shadow};
  });
}

/** Presses Tab `count` times from the top of a fresh page and records each stop. */
async function tabStops(page: Page, count: number): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let index = 0; index < count; index += 1) {
    await page.keyboard.press('Tab');
    stops.push(await focused(page));
  }
  return stops;
}

const hydrated = (page: Page) =>
  page
    .locator('button[aria-label^="Switch between dark and light mode"]:not([disabled])')
    .first()
    .waitFor({state: 'attached', timeout: 15_000});

describe('keyboard on a wide screen', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({viewport: {width: 1280, height: 800}});
  });
  afterAll(() => browser.close());

  it('tabs from the top through the skip link, logo, search, community links, counts and colour toggle, each with a visible focus ring', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/features/checkpoints');
    await hydrated(page);
    // Late count updates re-render the navbar buttons; start tabbing once the page has settled.
    await page.waitForLoadState('networkidle');
    const stops = await tabStops(page, 14);
    const names = stops.map((stop) => stop.name);
    const expected = [
      /^Skip to main content$/,
      // The announcement bar sits above the navbar: its link, then its close button.
      /Read the release notes/,
      /^Close$/,
      /Roo Code/,
      /^Search/,
      /^Discord \(opens in a new tab\)$/,
      /^Reddit \(opens in a new tab\)$/,
      /^Star Roo Code on GitHub: .+ stars \(opens in a new tab\)$/,
      /^Install Roo Code from the VS Code Marketplace: .+ installs \(opens in a new tab\)$/,
      /^Switch between dark and light mode \(currently dark mode\)$/,
    ];
    // Each stop must come after the one before it; a count arriving mid-way may add a repeated stop, never reorder.
    let cursor = 0;
    for (const pattern of expected) {
      const found = names.findIndex((name, index) => index >= cursor && pattern.test(name));
      expect(found, `${pattern} after stop ${cursor} in ${JSON.stringify(names)}`).toBeGreaterThanOrEqual(0);
      cursor = found + 1;
    }
    for (const stop of stops.slice(0, cursor)) {
      expect(stop.visibleRing, `focus ring on ${stop.name}`).toBe(true);
    }
    await page.close();
    expect(browser.problems).toEqual([]);
  });

  it('keeps the focus where the reader tabbed to when the search index arrives late, and Ctrl+K still works', async () => {
    const page = await browser.newPage();
    // Hold the index back, as a slow connection would, until the reader has tabbed past the box.
    let releaseIndex = () => {};
    const indexHeld = new Promise<void>((resolve) => (releaseIndex = resolve));
    await page.route(/\/pagefind\/pagefind\.js$/, async (route) => {
      await indexHeld;
      await route.continue();
    });
    await page.goto(baseUrl() + '/features/checkpoints');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await page.locator('input.navbar__search-input').focus();
    await page.keyboard.press('Tab');
    await expect(focused(page).then((stop) => stop.name)).resolves.toBe('Discord (opens in a new tab)');
    const searchBox = page.locator('div:has(> input.navbar__search-input)');
    await expect(searchBox.getAttribute('data-index-loading')).resolves.toBe('');
    const indexLoaded = page.waitForResponse(/\/pagefind\/pagefind\.js$/);
    releaseIndex();
    await indexLoaded;
    // Nothing may pull the focus back to the box once the index has arrived: wait until the box has rendered the
    // loaded index, plus two frames for the effects that follow, then look.
    await page.locator('div:has(> input.navbar__search-input):not([data-index-loading])').waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(focused(page).then((stop) => stop.name)).resolves.toBe('Discord (opens in a new tab)');
    await page.keyboard.press('Control+k');
    await expect(focused(page).then((stop) => stop.tag)).resolves.toBe('input');
    await page.close();
    expect(browser.problems).toEqual([]);
  });

  it('moves focus into the content when the skip link is followed', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/features/checkpoints');
    await hydrated(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const insideMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(insideMain).toBe(true);
    await page.close();
    expect(browser.problems).toEqual([]);
  });

  it('expands and collapses a sidebar category with Enter', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/features/checkpoints');
    await hydrated(page);
    const collapsed = page
      .locator('.theme-doc-sidebar-item-category.menu__list-item--collapsed')
      .filter({visible: true});
    // Tag the item so the locator keeps pointing at it once its classes change.
    await collapsed.first().evaluate((item) => item.setAttribute('data-test-category', ''));
    const item = page.locator('[data-test-category]');
    // The control is the caret button beside a category link, or the category label itself when it has no page.
    const control = item.locator(':scope > .menu__list-item-collapsible [aria-expanded]');
    await control.focus();
    await page.keyboard.press('Enter');
    await expect(control.getAttribute('aria-expanded')).resolves.toBe('true');
    await item.locator(':scope > ul').waitFor({state: 'visible'});
    await page.keyboard.press('Enter');
    await expect(control.getAttribute('aria-expanded')).resolves.toBe('false');
    await item.locator(':scope > ul').waitFor({state: 'hidden'});
    await page.close();
    expect(browser.problems).toEqual([]);
  });
});

describe('keyboard on a phone', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({viewport: {width: 390, height: 844}});
  });
  afterAll(() => browser.close());

  it('opens the drawer from the menu button and closes it with Escape, returning focus to the button', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/features/checkpoints');
    await hydrated(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.locator('.navbar-sidebar');
    await drawer.waitFor({state: 'visible'});
    await page.keyboard.press('Escape');
    await drawer.waitFor({state: 'hidden'});
    await expect(focused(page)).resolves.toMatchObject({name: 'Toggle navigation bar'});
    await page.close();
    expect(browser.problems).toEqual([]);
  });
});

describe('reduced motion', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({reducedMotion: 'reduce'});
  });
  afterAll(() => browser.close());

  it('gives the home page cards no animation or transition longer than 0.01 s', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/');
    await hydrated(page);
    const cards = page.locator('main a[class*="card"], main li[class*="step"]');
    await expect(cards.count()).resolves.toBeGreaterThan(0);
    await cards.first().hover();
    const longest = await cards.evaluateAll((elements) => {
      const seconds = (value: string) =>
        Math.max(
          ...value.split(',').map((part) => (part.trim().endsWith('ms') ? parseFloat(part) / 1000 : parseFloat(part))),
        );
      const durations = elements.flatMap((card) =>
        [card, ...Array.from(card.querySelectorAll('*'))].flatMap((element) =>
          [null, '::before', '::after'].flatMap((pseudo) => {
            const style = getComputedStyle(element, pseudo);
            return [seconds(style.transitionDuration), seconds(style.animationDuration)];
          }),
        ),
      );
      return Math.max(...durations);
    });
    expect(longest).toBeLessThanOrEqual(0.01);
    await page.close();
    expect(browser.problems).toEqual([]);
  });
});

// What the client-runtime overrides (upstream-patches/calm-hydration, theme/CodeBlock) promise, observed in the browser:
// server-rendered nodes survive hydration, prefetching waits for the reader and asks for each asset once, a phone
// gets its mobile layout, and pages opened by a client-side navigation render their route (the route table builds
// them on demand).
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {baseUrl, openBrowser, type BrowserSession} from './browser';
import {get} from './html';

describe('hydration and prefetching', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({viewport: {width: 1280, height: 900}});
  });
  afterAll(() => browser.close());

  it('keeps the server-rendered code blocks instead of mounting them again', async () => {
    const page = await browser.newPage();
    // Hold on to the first code block as the server sent it, before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as {serverPre?: Element | null}).serverPre = document.querySelector('.theme-code-block pre');
      });
    });
    await page.goto(baseUrl() + '/advanced-usage/local-models', {waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const survived = await page.evaluate(() => {
      const pre = (window as unknown as {serverPre?: Element | null}).serverPre;
      return {found: Boolean(pre), connected: pre?.isConnected ?? false};
    });
    expect(survived).toEqual({found: true, connected: true});
    await page.close();
    expect(browser.problems).toEqual([]);
  });

  it('prefetches the routes of links in view once the reader acts on the page, each asset once', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/getting-started/installing', {waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // Hydrated, links in view, idle time to spare: still nothing prefetched before an interaction. Idle callbacks run
    // in order, so once a frame (which delivers the link observers' reports) and the idle period after it have passed,
    // an unheld queue would already have added its first link.
    await page.evaluate(
      () =>
        new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => requestIdleCallback(resolve)))),
    );
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
    await page.mouse.move(200, 300);
    await page.mouse.move(220, 320);
    await expect.poll(() => page.locator('link[rel="prefetch"]').count(), {timeout: 10_000}).toBeGreaterThan(3);
    const hrefs = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.every((href) => href?.startsWith('/assets/js/'))).toBe(true);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    await page.close();
    expect(browser.problems).toEqual([]);
  });

  it('renders a page reached by a client-side navigation, and the way back', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/getting-started/installing', {waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.evaluate(() => {
      (window as unknown as {sameDocument?: boolean}).sameDocument = true;
    });
    const next = page.locator('a.pagination-nav__link--next');
    const nextPath = new URL((await next.getAttribute('href'))!, baseUrl()).pathname;
    // What the server sends for that page is what the client must render.
    const {html} = await get(baseUrl() + nextPath);
    const serverTitle = /<title[^>]*>([^<]+)<\/title>/.exec(html)?.[1];
    const serverHeading = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
    expect(serverHeading).toBeTruthy();
    await next.click();
    await page.waitForURL((url) => url.pathname === nextPath);
    await expect.poll(() => page.locator('article h1').first().textContent()).toBe(serverHeading);
    await expect.poll(() => page.title()).toBe(serverTitle);
    await page.goBack();
    await page.waitForURL(/\/getting-started\/installing$/);
    await expect.poll(() => page.locator('article h1').first().textContent()).toMatch(/Install/i);
    // Still the same document: the navigations were client-side, not page loads.
    await expect(page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).resolves.toBe(true);
    await page.close();
    expect(browser.problems).toEqual([]);
  });

  it('ships no per-doc list in the global data every page loads (upstream-patches/lean-docs-metadata)', async () => {
    const home = (await get(baseUrl() + '/')).html;
    const mainScript = /"(\/assets\/js\/main\.[0-9a-f]+\.js)"/.exec(home)?.[1];
    expect(mainScript).toBeDefined();
    const main = (await get(baseUrl() + mainScript)).html;
    // The docs plugin's global data keeps each version's path and sidebars; its entry for each doc is gone.
    expect(main).toContain('"tutorialSidebar":{"link":');
    expect(main).not.toContain('"id":"getting-started/installing","path":"/getting-started/installing"');
  });

  it('gives a phone the mobile layout once hydrated: no desktop sidebar, a working menu', async () => {
    const phone = await openBrowser({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
    try {
      const page = await phone.newPage();
      await page.goto(baseUrl() + '/features/auto-approving-actions', {waitUntil: 'load'});
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await expect.poll(() => page.locator('.theme-doc-sidebar-container nav').count()).toBe(0);
      // The closed drawer is an empty shell: its menu is built the first time it opens.
      await expect.poll(() => page.locator('.navbar-sidebar').count()).toBe(1);
      await expect(page.locator('.navbar-sidebar .menu__link').count()).resolves.toBe(0);
      await page.getByRole('button', {name: /toggle navigation bar/i}).click();
      await expect.poll(() => page.locator('.navbar-sidebar .menu__link').count()).toBeGreaterThan(3);
      // The drawer slides in and turns visible at the end of a CSS transition: wait for it rather than sample it.
      await expect.poll(() => page.locator('.navbar-sidebar .menu__link').first().isVisible()).toBe(true);
      await page.close();
      expect(phone.problems).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('scrolls a heading into view when the address carries its hash', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/update-notes');
    const id = await page.locator('article h2[id]').last().getAttribute('id');
    expect(id).toBeTruthy();
    await page.goto(`${baseUrl()}/update-notes#${id}`);
    const inView = () =>
      page.locator(`[id="${id}"]`).evaluate((heading) => {
        const {top, bottom} = heading.getBoundingClientRect();
        return top >= 0 && bottom <= window.innerHeight;
      });
    await expect.poll(inView).toBe(true);
    await page.close();
    expect(browser.problems).toEqual([]);
  });

  it('hydrates without comparing strings by locale (building the collator is a long task; upstream-patches/ordinal-sorts)', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as {localeCompares: string[]}).localeCompares = calls;
      // oxlint-disable-next-line typescript/unbound-method -- kept to be called with the page's strings as `this`
      const original = String.prototype.localeCompare;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof original>) {
        calls.push(new Error().stack?.split('\n')[2]?.trim() ?? '');
        return original.apply(this, args);
      };
    });
    for (const path of ['/', '/getting-started/installing', '/update-notes/v3.28.10', '/search?q=mode']) {
      await page.goto(baseUrl() + path, {waitUntil: 'load'});
      await page.waitForSelector('html[data-has-hydrated="true"]');
      expect(await page.evaluate(() => (window as unknown as {localeCompares: string[]}).localeCompares), path).toEqual(
        [],
      );
    }
    await page.close();
    expect(browser.problems).toEqual([]);
  });
});

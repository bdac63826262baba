import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {baseUrl, openBrowser, type BrowserSession} from './browser';

describe('colour mode', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    // A light system preference must not win over the configured dark default.
    browser = await openBrowser({colorScheme: 'light'});
  });
  afterAll(() => browser.close());

  it('is dark by default and keeps the reader’s choice after a reload', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/features');
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await page
      .getByRole('button', {name: /switch between dark and light mode/i})
      .first()
      .click();
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('light');
    await page.reload();
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('light');
    expect(browser.problems).toEqual([]);
  });
});

describe('narrow screens', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({viewport: {width: 390, height: 844}});
  });
  afterAll(() => browser.close());

  it('opens the sidebar in a drawer from the menu button', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/update-notes');
    const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
    await expect(toggle.isVisible()).resolves.toBe(true);
    await toggle.click();
    const drawer = page.locator('.navbar-sidebar');
    await drawer.waitFor({state: 'visible'});
    await expect(drawer.getByRole('link', {name: 'All releases'}).first().isVisible()).resolves.toBe(true);
    expect(browser.problems).toEqual([]);
  });
});

describe('the phone menu without JavaScript', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({viewport: {width: 390, height: 844}, javaScriptEnabled: false});
  });
  afterAll(() => browser.close());

  it('opens the sections from a Menu disclosure, and hides the menu button that needs scripts', async () => {
    const page = await browser.newPage();
    // Nothing hydrates without scripts: the load event is all there is to wait for.
    await page.goto(baseUrl() + '/providers/anthropic', {waitUntil: 'load'});
    await expect(page.locator('.navbar__toggle').isVisible()).resolves.toBe(false);
    const sections = page.getByRole('navigation', {name: 'Sections'}).getByRole('link');
    await expect(sections.first().isVisible()).resolves.toBe(false);
    await page.locator('summary', {hasText: 'Menu'}).click();
    await expect(sections.first().isVisible()).resolves.toBe(true);
    await expect(sections.first().getAttribute('href')).resolves.toBe('/getting-started/installing');
    expect(await sections.count()).toBeGreaterThan(5);
  });
});

import type {Page} from 'playwright-core';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {baseUrl, openBrowser, type BrowserSession} from './browser';

const DOC_PAGE = '/features';

const teamsBanner = (page: Page) => page.getByRole('complementary', {name: 'Roo Code for teams'});

describe('teams banner', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  it('sits above the doc content with an early-access link that opens in a new tab', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + DOC_PAGE);
    await expect(teamsBanner(page).isVisible()).resolves.toBe(true);
    const link = teamsBanner(page).getByRole('link');
    await expect(link.getAttribute('href')).resolves.toBe('https://roocode.com/enterprise');
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    const bannerBox = await teamsBanner(page).boundingBox();
    const headingBox = await page.locator('article h1').first().boundingBox();
    expect(bannerBox!.y).toBeLessThan(headingBox!.y);
    expect(browser.problems).toEqual([]);
  });

  it('stays dismissed after a reload, without showing for a moment first', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + DOC_PAGE);
    await teamsBanner(page).getByRole('button', {name: 'Dismiss the teams banner'}).click();
    await expect(teamsBanner(page).count()).resolves.toBe(0);
    await expect(page.evaluate(() => localStorage.getItem('roo-teams-banner-dismissed'))).resolves.toBe('true');
    // The inline script marks the page while the HTML is parsed, so the banner is hidden from the first paint.
    await page.reload({waitUntil: 'domcontentloaded'});
    await expect(page.locator('html').getAttribute('data-teams-banner-dismissed')).resolves.toBe('');
    await expect(teamsBanner(page).isVisible()).resolves.toBe(false);
    // Hydration's effect reads the dismissal and takes the hidden banner out of the page altogether.
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect.poll(() => teamsBanner(page).count()).toBe(0);
    expect(browser.problems).toEqual([]);
  });
});

describe('with local storage throwing', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
    await browser.context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
  });
  afterEach(() => browser.close());

  it('renders, warns, and lets both banners be dismissed for the visit', async () => {
    const page = await browser.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(baseUrl() + DOC_PAGE);
    await expect(page.locator('article h1').count()).resolves.toBe(1);

    await teamsBanner(page).getByRole('button', {name: 'Dismiss the teams banner'}).click();
    await expect(teamsBanner(page).count()).resolves.toBe(0);
    await page.locator('#rcc-confirm-button').click();
    await expect(page.getByRole('region', {name: 'Cookie consent'}).count()).resolves.toBe(0);
    await expect(browser.context.cookies()).resolves.toContainEqual(
      expect.objectContaining({name: 'CookieConsent', value: 'true'}),
    );
    expect(warnings.some((text) => text.includes('Storage is unavailable'))).toBe(true);

    // Another doc page in the same visit: the banner stays dismissed although nothing could be stored.
    const firstTitle = await page.title();
    await page.locator('a[href="/"]').first().click();
    await page.waitForURL(baseUrl() + '/');
    // The new route has rendered (its title is set after its content commits), so its banner would be there by now.
    await expect.poll(() => page.title()).not.toBe(firstTitle);
    await expect(teamsBanner(page).count()).resolves.toBe(0);
    expect(browser.problems).toEqual([]);
  });
});

describe('with document.cookie throwing', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
    // As in a sandboxed frame or under some privacy tools: both reading and writing cookies throw.
    await browser.context.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'cookie', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
        set() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
  });
  afterEach(() => browser.close());

  it('renders the page, lets the cookie banner be answered, and asks again on the next load', async () => {
    const page = await browser.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const cookieBanner = page.getByRole('region', {name: 'Cookie consent'});
    for (let load = 0; load < 2; load += 1) {
      if (load === 0) await page.goto(baseUrl() + DOC_PAGE);
      else await page.reload();
      await expect(page.locator('article h1').count()).resolves.toBe(1);
      await expect(page.getByText('This page crashed').count()).resolves.toBe(0);
      await page.locator('#rcc-confirm-button').click();
      await expect(cookieBanner.count()).resolves.toBe(0);
    }
    expect(warnings.some((text) => text.includes('Cookies are unavailable'))).toBe(true);
    expect(browser.problems).toEqual([]);
  });
});

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {baseUrl, openBrowser, type BrowserSession} from './browser';
import {get} from './html';
import {specRoutes} from './spec-routes';

describe('unknown paths', () => {
  it.each(specRoutes.notFound)('%s answers 404 with the not-found page', async (route) => {
    const response = await get(baseUrl() + route);
    expect(response.status).toBe(404);
    expect(response.html).toContain('Page not found');
  });

  describe('in the browser', () => {
    let browser: BrowserSession;
    beforeAll(async () => {
      browser = await openBrowser({expectedConsoleErrors: [/status of 404/]});
    });
    afterAll(() => browser.close());

    it('offers a search form and the main sections', async () => {
      const page = await browser.newPage();
      await page.goto(baseUrl() + '/no-such-page');
      await expect(page.getByRole('heading', {level: 1}).textContent()).resolves.toBe('Page not found');
      await page.getByLabel('Search the docs').fill('checkpoints');
      await page.getByRole('button', {name: 'Search'}).click();
      await page.waitForURL(/\/search\?q=checkpoints/);
      expect(browser.problems).toEqual([]);
    });

    it('keeps the server’s page for a path with a malformed escape, which the router cannot decode', async () => {
      const page = await browser.newPage();
      // networkidle: the scripts have loaded and would have run; this page is never hydrated.
      await page.goto(baseUrl() + '/features/%E0%A4%A', {waitUntil: 'networkidle'});
      await expect(page.getByRole('heading', {level: 1}).textContent()).resolves.toBe('Page not found');
      await expect(page.getByLabel('Search the docs').isVisible()).resolves.toBe(true);
      expect(browser.problems).toEqual([]);
    });
  });
});

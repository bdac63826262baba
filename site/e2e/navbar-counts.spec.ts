import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {baseUrl, openBrowser, type BrowserSession} from './browser';
import {get} from './html';

const GITHUB_API = 'https://api.github.com/repos/RooCodeInc/Roo-Code';
const MARKETPLACE_API = 'https://marketplace.visualstudio.com/_apis/public/gallery/extensionquery';

const starsButton = (page: Page) => page.getByRole('link', {name: /Star Roo Code on GitHub/});
const installButton = (page: Page) => page.getByRole('link', {name: /Install Roo Code from the VS Code Marketplace/});

/** The counts the build baked into its HTML: what a reader sees when the APIs fail. */
async function bakedCounts() {
  const html = (await get(baseUrl() + '/features')).html;
  const stars = /Star Roo Code on GitHub: ([\d.]+k) stars/.exec(html)?.[1];
  const installs = /VS Code Marketplace: ([\d.]+k) installs/.exec(html)?.[1];
  return {stars, installs};
}

describe('navbar counts', () => {
  let browser: BrowserSession;
  afterEach(() => browser.close());

  describe('with the APIs answering', () => {
    beforeEach(async () => {
      browser = await openBrowser();
    });

    it('shows the fetched counts in thousands, and links open in a new tab', async () => {
      const page = await browser.newPage();
      await page.goto(baseUrl() + '/features');
      await expect.poll(() => starsButton(page).textContent()).toContain('16.0k');
      await expect.poll(() => installButton(page).textContent()).toContain('600.0k');
      for (const button of [starsButton(page), installButton(page)]) {
        await expect(button.getAttribute('target')).resolves.toBe('_blank');
        await expect(button.getAttribute('rel')).resolves.toBe('noopener noreferrer');
      }
      expect(browser.problems).toEqual([]);
    });

    it('asks each API at most once a day, however many pages the reader opens', async () => {
      const calls: string[] = [];
      browser.context.on('request', (request) => {
        if (request.url().startsWith(GITHUB_API) || request.url().startsWith(MARKETPLACE_API))
          calls.push(request.url());
      });
      const page = await browser.newPage();
      await page.goto(baseUrl() + '/features');
      await expect.poll(() => calls.length).toBe(2);
      // Move on only once both answers are stored, as a reader who reads the page for a moment would.
      await expect
        .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('roo-docs:')).length))
        .toBe(2);
      await page.goto(baseUrl() + '/faq');
      await page.reload();
      await expect.poll(() => starsButton(page).textContent()).toContain('16.0k');
      expect(calls).toHaveLength(2);
      expect(browser.problems).toEqual([]);
    });

    it('keeps the button width when the fetched count replaces the baked one', async () => {
      const page = await browser.newPage();
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await browser.context.route(GITHUB_API, async (route) => {
        await held;
        await route.fulfill({json: {stargazers_count: 123_400}});
      });
      await page.goto(baseUrl() + '/features');
      const before = await starsButton(page).boundingBox();
      release();
      await expect.poll(() => starsButton(page).textContent()).toContain('123.4k');
      const after = await starsButton(page).boundingBox();
      expect(after?.width).toBe(before?.width);
    });
  });

  describe('with the APIs failing', () => {
    it('keeps the baked counts and logs why', async () => {
      browser = await openBrowser({
        expectedConsoleErrors: [
          /Failed to load resource/,
          /^Error fetching GitHub stars:/,
          /^Error fetching VSCode downloads:/,
        ],
      });
      const messages: string[] = [];
      browser.context.on('console', (message) => messages.push(message.text()));
      await browser.context.route(GITHUB_API, (route) => route.fulfill({status: 500, body: 'down'}));
      await browser.context.route(MARKETPLACE_API, (route) => route.abort());
      const page = await browser.newPage();
      await page.goto(baseUrl() + '/features');
      await expect.poll(() => messages.some((text) => text.startsWith('Error fetching VSCode downloads:'))).toBe(true);
      const baked = await bakedCounts();
      await expect(starsButton(page).textContent()).resolves.toContain(baked.stars);
      await expect(installButton(page).textContent()).resolves.toContain(baked.installs);
      expect(browser.problems).toEqual([]);
    });

    it('logs the exact message for an invalid star count and a missing install entry', async () => {
      browser = await openBrowser({
        expectedConsoleErrors: [/^GitHub API: Invalid stargazers count$/, /^VSCode API: Install count not found$/],
      });
      const messages: string[] = [];
      browser.context.on('console', (message) => messages.push(message.text()));
      await browser.context.route(GITHUB_API, (route) => route.fulfill({json: {stargazers_count: 'many'}}));
      await browser.context.route(MARKETPLACE_API, (route) =>
        route.fulfill({json: {results: [{extensions: [{statistics: [{statisticName: 'rating', value: 5}]}]}]}}),
      );
      const page = await browser.newPage();
      await page.goto(baseUrl() + '/features');
      await expect
        .poll(() => messages)
        .toEqual(
          expect.arrayContaining(['GitHub API: Invalid stargazers count', 'VSCode API: Install count not found']),
        );
      const baked = await bakedCounts();
      await expect(starsButton(page).textContent()).resolves.toContain(baked.stars);
      // SPEC §8: with no install entry the count is not shown (the button keeps its label).
      await expect.poll(() => installButton(page).textContent()).toBe('Install');
      await expect(installButton(page).getAttribute('aria-label')).resolves.toBe(
        'Install Roo Code from the VS Code Marketplace (opens in a new tab)',
      );
      expect(browser.problems).toEqual([]);
    });

    it('logs the missing-statistics message when the answer has none', async () => {
      browser = await openBrowser({expectedConsoleErrors: [/^VSCode API: Missing statistics in response$/]});
      const messages: string[] = [];
      browser.context.on('console', (message) => messages.push(message.text()));
      await browser.context.route(MARKETPLACE_API, (route) => route.fulfill({json: {results: []}}));
      const page = await browser.newPage();
      await page.goto(baseUrl() + '/features');
      await expect.poll(() => messages).toContain('VSCode API: Missing statistics in response');
      expect(browser.problems).toEqual([]);
    });
  });

  describe('with local storage throwing', () => {
    it('still shows the fetched counts and logs one warning', async () => {
      browser = await openBrowser();
      await browser.context.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
      const page = await browser.newPage();
      await page.goto(baseUrl() + '/features');
      await expect.poll(() => starsButton(page).textContent()).toContain('16.0k');
      expect(browser.problems).toEqual([]);
    });
  });
});

// Starts Debian's Chromium through playwright-core and hands out pages that fail the test on any console error,
// page error or request to another host that a test did not intercept.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '@roo-code-docs/chromium';
import {chromium, type BrowserContext, type BrowserContextOptions, type Page} from 'playwright-core';
import {inject} from 'vitest';

export const baseUrl = () => inject('baseUrl');

export type BrowserSession = {
  context: BrowserContext;
  newPage: () => Promise<Page>;
  /** Errors seen so far: console errors, uncaught page errors and unexpected outside requests. */
  problems: string[];
  close: () => Promise<void>;
};

type Options = BrowserContextOptions & {
  /** Console errors a test expects, such as the 404 status of a missing page. */
  expectedConsoleErrors?: RegExp[];
};

export async function openBrowser({expectedConsoleErrors = [], ...options}: Options = {}): Promise<BrowserSession> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roo-docs-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS],
    ...options,
  });
  const problems: string[] = [];
  // Both servers of global-setup.ts: the build, and the same build with an analytics key.
  const local = new Set([baseUrl(), inject('analyticsBaseUrl')].filter(Boolean).map((url) => new URL(url).host));
  // The machine has no internet: any request to another host is answered here unless a test routes it itself.
  await context.route(
    (url) => !local.has(url.host),
    (route) => {
      problems.push(`unexpected request to ${route.request().url()}`);
      return route.abort();
    },
  );
  // The navbar's count APIs answer as they would online, unless a test routes them otherwise.
  await context.route('https://api.github.com/repos/RooCodeInc/Roo-Code', (route) =>
    route.fulfill({json: {stargazers_count: 16_000}}),
  );
  await context.route('https://marketplace.visualstudio.com/_apis/public/gallery/extensionquery', (route) =>
    route.fulfill({json: {results: [{extensions: [{statistics: [{statisticName: 'install', value: 600_000}]}]}]}}),
  );
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' && !expectedConsoleErrors.some((pattern) => pattern.test(message.text())))
        problems.push(`console error on ${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return {
    context,
    problems,
    newPage: async () => waitingForHydration(await context.newPage()),
    close: async () => {
      await context.close();
      fs.rmSync(userDataDir, {recursive: true, force: true});
    },
  };
}

/**
 * The site's scripts start after the first paint, so a page's load event comes before React has hydrated it and a
 * click may land on markup nothing listens to yet. This page's goto and reload therefore also wait for Docusaurus's
 * `data-has-hydrated="true"` (a document without that attribute, such as llms.txt, is not waited for), unless the
 * test names its own `waitUntil` to look at an earlier moment.
 */
function waitingForHydration(page: Page): Page {
  const hydrated = () =>
    page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') !== 'false', undefined, {
      timeout: 30_000,
    });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!options?.waitUntil) await hydrated();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (!options?.waitUntil) await hydrated();
    return response;
  };
  return page;
}

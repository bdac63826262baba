// Starts Debian's Chromium through playwright-core and hands out pages that fail the test on any console error,
// page error or request to another host that a test did not intercept.
import {CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS} from '@roo-code-docs/chromium';
import {chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page} from 'playwright-core';
import {afterAll, inject} from 'vitest';
import {API_HOSTS} from './outside-apis';

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

// One Chromium per spec file, started with a fresh profile of its own, and a new browser context for every session a
// test opens: a context has its own cookies, storage and cache, as a new profile would, and a renderer process of its
// own, and it costs about a third of what starting a browser does (bench/README, session 22).
// No request leaves the machine: the two count APIs resolve to their stand-in (outside-apis.ts), every other outside
// name to nothing, so such a request fails at once and is reported below. Nothing is routed through Playwright by
// default (see outside-apis.ts for what routing costs).
const hostRules = (port: number) =>
  API_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${port}`).concat('MAP * ~NOTFOUND', 'EXCLUDE 127.0.0.1');
let shared: Promise<Browser> | undefined;
const sharedBrowser = () =>
  (shared ??= chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      ...PLAYWRIGHT_CHROMIUM_FLAGS,
      `--host-resolver-rules=${hostRules(inject('outsideApisPort')).join(', ')}`,
      // The stand-in's certificate is made for the run; the build's own servers are plain HTTP on 127.0.0.1.
      '--ignore-certificate-errors',
    ],
  }));
afterAll(async () => {
  const browser = shared;
  shared = undefined;
  await (await browser)?.close();
});

export async function openBrowser({expectedConsoleErrors = [], ...options}: Options = {}): Promise<BrowserSession> {
  const context = await (await sharedBrowser()).newContext(options);
  const problems: string[] = [];
  // An outside address the host rules leave unresolved: a request the page should not make. A test that routes such an
  // address answers it before any lookup, so only requests nothing answered land here.
  context.on('requestfailed', (request) => {
    if (request.failure()?.errorText === 'net::ERR_NAME_NOT_RESOLVED')
      problems.push(`unexpected request to ${request.url()}`);
  });
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
    close: () => context.close(),
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

import zlib from 'node:zlib';
import type {BrowserContext, Page, Request} from 'playwright-core';
import {afterEach, beforeEach, describe, expect, inject, it} from 'vitest';
import {COUNT_API_ANSWERS} from '@roo-code-docs/chromium';
import {ANALYTICS_HOST} from './analytics-build';
import {baseUrl, openBrowser, type BrowserSession} from './browser';

// The same build twice: as built (no key, so no analytics code is even loaded) and with a test key written in
// (e2e/analytics-build.ts), served by global-setup.ts on a second port.
const VARIANTS = [
  {name: 'without a key', keyed: false, siteUrl: baseUrl},
  {name: 'with a key', keyed: true, siteUrl: () => inject('analyticsBaseUrl')},
];
// The library talks to its API host and fetches scripts from a sibling assets host (eu.i… and eu-assets.i…).
const isAnalytics = (url: URL) => url.hostname.endsWith('posthog.com');

// PostHog drops events from browsers that look automated (a HeadlessChrome user agent or brand, or
// navigator.webdriver), so the tests present an ordinary desktop Chrome.
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const looksLikeAPerson = () => {
  Object.defineProperty(Navigator.prototype, 'webdriver', {configurable: true, get: () => false});
  Object.defineProperty(Navigator.prototype, 'userAgentData', {configurable: true, get: () => undefined});
};

const DOC_PAGE = '/features';
const OTHER_DOC_PAGE = '/';
const PRODUCTION_URL = 'https://docs.roocode.com';

/**
 * Answers the count APIs of the navbar, so the only outside traffic left is what a test is looking at. Routed, not left
 * to the stand-in (outside-apis.ts): a page served as https://docs.roocode.com may not reach a loopback address.
 */
async function answerCountApis(context: BrowserContext): Promise<void> {
  for (const {url, body} of COUNT_API_ANSWERS) await context.route(url, (route) => route.fulfill({json: body}));
}

/** Answers every analytics request with an empty success and keeps it for the test to inspect. */
async function recordAnalytics(context: BrowserContext): Promise<Request[]> {
  const requests: Request[] = [];
  await context.route(isAnalytics, (route) => {
    requests.push(route.request());
    const script = new URL(route.request().url()).pathname.endsWith('.js');
    return script ? route.fulfill({contentType: 'application/javascript', body: ''}) : route.fulfill({json: {}});
  });
  return requests;
}

/** The event names in one capture request, whichever of its encodings the library chose. */
function eventsIn(request: Request): string[] {
  const body = request.postDataBuffer();
  if (!body) return [];
  const compression = new URL(request.url()).searchParams.get('compression');
  let text: string;
  if (compression === 'gzip-js' || compression === 'gzip') text = zlib.gunzipSync(body).toString('utf8');
  else if (compression === 'base64')
    text = Buffer.from(new URLSearchParams(body.toString()).get('data') ?? '', 'base64').toString('utf8');
  else text = body.toString('utf8');
  try {
    const parsed: unknown = JSON.parse(text);
    const events = Array.isArray(parsed) ? parsed : ((parsed as {batch?: unknown[]}).batch ?? [parsed]);
    return events.map((event) => String((event as {event?: unknown}).event));
  } catch {
    return [];
  }
}

const pageviewsIn = (requests: Request[]) => requests.flatMap(eventsIn).filter((name) => name === '$pageview');

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'CookieConsent');
}

const banner = (page: Page) => page.getByRole('region', {name: 'Cookie consent'});
// Set once the banner's idle check has run and its outcome is rendered: the moment a missing banner means something.
const consentChecked = (page: Page) => page.waitForSelector('html[data-consent-checked]', {state: 'attached'});
// Set when the analytics library starts to download; nothing can be sent without it.
const analyticsStarted = (page: Page) => page.locator('html').getAttribute('data-analytics');

describe.each(VARIANTS)('cookie consent, $name', ({keyed, siteUrl}) => {
  let browser: BrowserSession;
  let analytics: Request[];
  beforeEach(async () => {
    browser = await openBrowser({userAgent: DESKTOP_CHROME});
    await browser.context.addInitScript(looksLikeAPerson);
    await answerCountApis(browser.context);
    analytics = await recordAnalytics(browser.context);
  });
  afterEach(() => browser.close());

  // The banner's text, buttons and layout and the cookie's attributes come from the same code whether the build has a
  // key or not, so the keyed build skips these and checks what the key changes.
  const withoutKeyOnly = it.runIf(!keyed);

  withoutKeyOnly('asks at the bottom of the page with the spec’s text and two real buttons', async () => {
    const page = await browser.newPage();
    await page.goto(siteUrl() + DOC_PAGE);
    await banner(page).waitFor();
    await expect(banner(page).textContent()).resolves.toContain(
      'Like most of the internet, we use cookies. Are you OK with that?',
    );
    const accept = page.locator('#rcc-confirm-button');
    const decline = page.locator('#rcc-decline-button');
    await expect(accept.evaluate((button) => button.tagName)).resolves.toBe('BUTTON');
    await expect(accept.textContent()).resolves.toBe('I understand');
    await expect(decline.evaluate((button) => button.tagName)).resolves.toBe('BUTTON');
    await expect(decline.textContent()).resolves.toBe('I decline');
    const box = await banner(page).boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);
    // Keyboard users see where they are.
    await accept.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(accept.evaluate((button) => getComputedStyle(button).outlineStyle)).resolves.toBe('solid');
    expect(browser.problems).toEqual([]);
  });

  withoutKeyOnly('does not move the page when the banner appears', async () => {
    const page = await browser.newPage();
    await page.goto(siteUrl() + DOC_PAGE);
    const heading = page.locator('h1').first();
    const before = await heading.boundingBox();
    await banner(page).waitFor();
    await expect(heading.boundingBox()).resolves.toEqual(before);
    await expect(banner(page).evaluate((element) => getComputedStyle(element).position)).resolves.toBe('fixed');
  });

  it('accepts: cookie `true` for a year, SameSite lax, no domain on 127.0.0.1, and no banner after a reload', async () => {
    const page = await browser.newPage();
    await page.goto(siteUrl() + DOC_PAGE);
    const broadcast = page.evaluate(
      () =>
        new Promise((resolve) =>
          window.addEventListener('roo:consent-change', (event) => resolve((event as CustomEvent).detail)),
        ),
    );
    await page.locator('#rcc-confirm-button').click();
    await expect(broadcast).resolves.toEqual({consent: 'accepted'});
    await expect(banner(page).count()).resolves.toBe(0);
    const cookie = await consentCookie(browser.context);
    expect(cookie).toMatchObject({value: 'true', sameSite: 'Lax', secure: false, domain: '127.0.0.1'});
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    await page.reload();
    await consentChecked(page);
    await expect(banner(page).count()).resolves.toBe(0);
    expect(browser.problems).toEqual([]);
  });

  withoutKeyOnly('on the production host, shares the cookie across .roocode.com and marks it Secure', async () => {
    // The build's own files answered as https://docs.roocode.com, so Chromium applies its real cookie rules for that
    // host: a domain attribute the host does not belong to would be dropped, and so would the whole cookie.
    await browser.context.route('https://docs.roocode.com/**', async (route) => {
      const {pathname, search} = new URL(route.request().url());
      try {
        await route.fulfill({response: await route.fetch({url: siteUrl() + pathname + search})});
      } catch {
        // A prefetch still in flight when the browser closes after the test has no page left to answer.
      }
    });
    const page = await browser.newPage();
    await page.goto(PRODUCTION_URL + DOC_PAGE);
    await page.locator('#rcc-confirm-button').click();
    await expect(banner(page).count()).resolves.toBe(0);
    await expect(consentCookie(browser.context)).resolves.toMatchObject({
      value: 'true',
      domain: '.roocode.com',
      secure: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(browser.problems).toEqual([]);
    await browser.context.unrouteAll({behavior: 'ignoreErrors'});
  });

  it('declines: cookie `false`, no banner after a reload, and no analytics request at all', async () => {
    const page = await browser.newPage();
    await page.goto(siteUrl() + DOC_PAGE);
    await page.locator('#rcc-decline-button').click();
    await expect(banner(page).count()).resolves.toBe(0);
    await expect(consentCookie(browser.context)).resolves.toMatchObject({value: 'false'});
    await page.reload();
    await consentChecked(page);
    await expect(banner(page).count()).resolves.toBe(0);
    const before = page.url();
    await page.getByRole('link', {name: 'Roo Code', exact: false}).first().click();
    await page.waitForURL((url) => url.href !== before);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // The route has changed and any pageview hook has run; a library that never started loading sent nothing.
    await expect(analyticsStarted(page)).resolves.toBeNull();
    expect(analytics.map((request) => request.url())).toEqual([]);
    expect(browser.problems).toEqual([]);
  });

  it('sends no analytics request before the reader answers', async () => {
    const page = await browser.newPage();
    await page.goto(siteUrl() + DOC_PAGE, {waitUntil: 'networkidle'});
    await banner(page).waitFor();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(analyticsStarted(page)).resolves.toBeNull();
    expect(analytics.map((request) => request.url())).toEqual([]);
    expect(browser.problems).toEqual([]);
  });

  it.runIf(!keyed)('without a key at build time, accepting sends nothing either', async () => {
    const page = await browser.newPage();
    await page.goto(siteUrl() + DOC_PAGE);
    await page.locator('#rcc-confirm-button').click();
    await expect(banner(page).count()).resolves.toBe(0);
    await expect(consentCookie(browser.context)).resolves.toMatchObject({value: 'true'});
    // The answer has been stored and broadcast; without a key nothing listens, so nothing starts loading.
    await expect(analyticsStarted(page)).resolves.toBeNull();
    expect(analytics.map((request) => request.url())).toEqual([]);
    expect(browser.problems).toEqual([]);
  });

  it.runIf(keyed)('with a key, accepting loads analytics and sends a pageview, then one per route', async () => {
    const page = await browser.newPage();
    await page.goto(siteUrl() + DOC_PAGE, {waitUntil: 'networkidle'});
    expect(analytics).toEqual([]);
    await page.locator('#rcc-confirm-button').click();
    await expect.poll(() => pageviewsIn(analytics).length, {timeout: 10_000}).toBe(1);
    expect(analytics.some((request) => new URL(request.url()).hostname === new URL(ANALYTICS_HOST).hostname)).toBe(
      true,
    );
    // A client-side navigation to another doc is a new page for analytics.
    await page.locator(`a[href="${OTHER_DOC_PAGE}"]`).first().click();
    await page.waitForURL(siteUrl() + OTHER_DOC_PAGE);
    await expect.poll(() => pageviewsIn(analytics).length, {timeout: 10_000}).toBe(2);
    expect(browser.problems).toEqual([]);
  });

  it.runIf(keyed)('with a key, a consent cookie from an earlier visit is read on load', async () => {
    const host = new URL(siteUrl()).hostname;
    await browser.context.addCookies([{name: 'CookieConsent', value: 'true', domain: host, path: '/'}]);
    const page = await browser.newPage();
    await page.goto(siteUrl() + DOC_PAGE);
    await expect.poll(() => pageviewsIn(analytics).length, {timeout: 10_000}).toBe(1);
    await expect(banner(page).count()).resolves.toBe(0);
    expect(browser.problems).toEqual([]);
  });

  it.runIf(keyed)('with a key, a declining cookie from an earlier visit keeps analytics unloaded', async () => {
    const host = new URL(siteUrl()).hostname;
    await browser.context.addCookies([{name: 'CookieConsent', value: 'false', domain: host, path: '/'}]);
    const page = await browser.newPage();
    await page.goto(siteUrl() + DOC_PAGE, {waitUntil: 'networkidle'});
    await consentChecked(page);
    await expect(banner(page).count()).resolves.toBe(0);
    await expect(analyticsStarted(page)).resolves.toBeNull();
    expect(analytics.map((request) => request.url())).toEqual([]);
    expect(browser.problems).toEqual([]);
  });
});

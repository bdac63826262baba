import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {baseUrl, openBrowser, type BrowserSession} from './browser';
import {
  EXTENSION_DOC_LINKS,
  EXTENSION_PROVIDER_SLUGS,
  PROVIDER_SLUGS_WITHOUT_A_PAGE,
} from './fixtures/extension-doc-links';
import {get} from './html';

// The query string the extension adds to every documentation link.
const UTM = '?utm_source=extension&utm_medium=ide&utm_campaign=settings';

/**
 * The page a link ends on, following redirects as a browser would: the server's same-host 301s (from the build's
 * _redirects) and the redirect stubs (a meta refresh) that hosts without redirect rules serve.
 */
async function landingPage(path: string): Promise<{status: number; path: string; html: string}> {
  let current = path;
  for (let hop = 0; hop < 3; hop += 1) {
    const page = await get(baseUrl() + current + UTM);
    const moved = page.status === 301 && page.location ? new URL(page.location, baseUrl()).pathname : undefined;
    const refresh = /<meta http-equiv="refresh" content="0; ?url=([^"]+)"/i.exec(page.html)?.[1];
    const next = moved ?? (page.status === 200 ? refresh : undefined);
    if (!next) return {status: page.status, path: current, html: page.html};
    current = next;
  }
  throw new Error(`${path}: more than three redirects`);
}

describe('links built into the extension', () => {
  it.each(EXTENSION_DOC_LINKS)('%s reaches a page, and its hash an element there', async (link) => {
    const [path, hash] = link.split('#');
    const landing = await landingPage(path);
    expect(landing.status).toBe(200);
    expect(landing.html).not.toMatch(/<title[^>]*>Page Not Found/);
    if (hash) expect(landing.html).toContain(`id="${hash}"`);
  });

  const withPage = EXTENSION_PROVIDER_SLUGS.filter((slug) => !PROVIDER_SLUGS_WITHOUT_A_PAGE.includes(slug));
  it.each(withPage)('the provider picker link for %s reaches its provider page', async (slug) => {
    const landing = await landingPage(`/providers/${slug}`);
    expect(landing.status).toBe(200);
    expect(landing.path).toMatch(/^\/providers\/[a-z-]+$/);
  });

  it.each(PROVIDER_SLUGS_WITHOUT_A_PAGE)('the provider picker link for %s answers 404', async (slug) => {
    expect(EXTENSION_PROVIDER_SLUGS).toContain(slug);
    expect((await landingPage(`/providers/${slug}`)).status).toBe(404);
  });
});

describe('arriving at a setting from the extension', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('shows the setting below the navbar, in a tinted row', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/features/shell-integration' + UTM + '#terminal-command-delay');
    const target = page.locator('#terminal-command-delay');
    const navbarBottom = await page.locator('.navbar').evaluate((navbar) => navbar.getBoundingClientRect().bottom);
    // The page is laid out before the router scrolls to the hash, so wait for the scroll instead of reading once.
    const offsetBelowNavbar = () =>
      target.evaluate((span) => span.getBoundingClientRect().top).then((top) => top - navbarBottom);
    await expect.poll(offsetBelowNavbar, {timeout: 10_000}).toBeLessThan(200);
    expect(await offsetBelowNavbar()).toBeGreaterThanOrEqual(0);
    const rowBackground = () =>
      page.locator('tr:has(#terminal-command-delay)').evaluate((row) => getComputedStyle(row).backgroundColor);
    const whileTargeted = await rowBackground();
    await page.evaluate(() => (window.location.hash = '#terminal-output-limit'));
    await expect.poll(rowBackground).not.toBe(whileTargeted);
    expect(browser.problems).toEqual([]);
  });
});

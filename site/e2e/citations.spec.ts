// The `:cite[]` marker on the built site: a real link to the cited lines, named in full for screen readers, that
// neither moves nor stretches the text around it in either colour mode, at a phone's width or a desktop's; the twin
// carries it as a plain link, and the search index and its excerpts never show it.
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {axeViolations, injectAxe} from './axe';
import {baseUrl, openBrowser, type BrowserSession} from './browser';
import {get} from './html';

const ROUTE = '/roo-code-cloud/task-sync';
// What the page's source cites, so the test follows the page when a reader adds or changes citations.
const CITED = [
  ...fs
    .readFileSync(path.resolve(__dirname, '../docs/roo-code-cloud/task-sync.mdx'), 'utf8')
    .matchAll(/:cite\[([^\]:]+):(\d+)(?:-(\d+))?\]/g),
];
const [, FILE, FIRST, LAST] = CITED[0];
const HREF = `https://github.com/RooCodeInc/Roo-Code/blob/v3.28.10/${FILE}#L${FIRST}${LAST ? `-L${LAST}` : ''}`;
const NAME = `Source: ${FILE}, ${LAST ? `lines ${FIRST}–${LAST}` : `line ${FIRST}`} (v3.28.10)`;
const INDEX_TIMEOUT = 30_000;

describe('citations in the HTML and the twin', () => {
  it('are in the served HTML as links that open a new tab, out of the search index', async () => {
    const {html} = await get(baseUrl() + ROUTE);
    const links = html.match(/<a [^>]*class="cite-link"[^>]*>source<\/a>/g) ?? [];
    expect(CITED.length).toBeGreaterThan(2);
    expect(links).toHaveLength(CITED.length);
    expect(links[0]).toContain(`href="${HREF}"`);
    expect(links[0]).toContain('target="_blank"');
    expect(links[0]).toContain('rel="noopener noreferrer"');
    expect(links[0]).toContain('data-pagefind-ignore=""');
  });

  it('are plain Markdown links in the twin', async () => {
    const {html: twin} = await get(`${baseUrl()}${ROUTE}.md`);
    expect(twin).toContain(` [source](${HREF})`);
    expect(twin.split('[source](').length - 1).toBe(CITED.length);
    expect(twin).not.toContain(':cite');
  });
});

describe('the citation marker', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['light', 390],
    ['dark', 390],
    ['light', 1280],
    ['dark', 1280],
  ] as const)('in %s mode at %i px is a named, focusable, legible link that moves nothing', async (mode, width) => {
    const page = await browser.newPage();
    await page.setViewportSize({width, height: 900});
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await page.goto(baseUrl() + ROUTE, {waitUntil: 'domcontentloaded'});
    // The same lines may be cited twice on the page; the first marker is the one measured.
    const link = page.getByRole('link', {name: NAME, exact: true}).first();
    const before = await link.boundingBox();
    // Hydration replaces the server's markup with React's: the marker must be where it was before.
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(await link.boundingBox()).toEqual(before);
    await expect(link.getAttribute('href')).resolves.toBe(HREF);
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await link.focus();
    await expect(link.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    // A raised marker that stretched its line would leave the paragraph a fraction of a line taller than its lines.
    const lines = await link.evaluate((element) => {
      const paragraph = element.closest('p')!;
      return paragraph.getBoundingClientRect().height / parseFloat(getComputedStyle(paragraph).lineHeight);
    });
    expect(Math.abs(lines - Math.round(lines))).toBeLessThan(0.02);
    // Small muted text still needs 4.5:1, and a link in prose must differ from its text by more than colour.
    await injectAxe(page);
    await expect(axeViolations(page, 'colour', {chrome: false})).resolves.toEqual([]);
    expect(browser.problems).toEqual([]);
    await page.close();
  });

  it('is left out of the search excerpts', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/search?q=${encodeURIComponent('never counts')}`);
    const item = page.locator('article[class*="searchResultItem"]', {has: page.locator(`h2 a[href^="${ROUTE}"]`)});
    await item.first().waitFor({timeout: INDEX_TIMEOUT});
    const summary = await item.first().locator('[class*="searchResultItemSummary"]').textContent();
    expect(summary).toMatch(/never set it counts as on/);
    expect(summary).not.toMatch(/\bsource\b/i);
    expect(browser.problems).toEqual([]);
    await page.close();
  });
});

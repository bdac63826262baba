import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {baseUrl, openBrowser, type BrowserSession} from './browser';
import {get} from './html';

// A real page with a titled JSON block; the expected code comes from its Markdown source, so an edit to the example
// does not break the test.
const ROUTE = '/advanced-usage/local-models';
const TITLE = 'settings.json';
const SOURCE = fs.readFileSync(path.resolve(__dirname, '../docs/advanced-usage/local-models.md'), 'utf8');
const CODE = new RegExp('```json title="settings\\.json"\\n([\\s\\S]*?)\\n```').exec(SOURCE)?.[1];

// Prism's own source, as bundled by prism-react-renderer: its name, and the markup grammar every Prism build defines.
const PRISM_MARKERS = /prism-react-renderer|languages\.markup/;

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('code blocks', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({permissions: ['clipboard-read', 'clipboard-write']});
  });
  afterAll(() => browser.close());

  it('are highlighted in the server HTML, with the code intact', async () => {
    expect(CODE).toBeTruthy();
    const {html} = await get(baseUrl() + ROUTE);
    const start = html.indexOf(`>${TITLE}<`);
    expect(start).toBeGreaterThan(-1);
    const pre = html.slice(start, html.indexOf('</pre>', start));
    expect(pre).toMatch(/<span class="?token property"?>/);
    const text = decode(
      pre
        .slice(pre.indexOf('<code'))
        .replace(/<br\/?>/g, '\n')
        .replace(/<[^>]+>/g, ''),
    );
    expect(text.replace(/\n$/, '')).toBe(CODE);
  });

  it('keep the title and copy the exact code', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + ROUTE, {waitUntil: 'load'});
    const block = page.locator('.theme-code-block').filter({hasText: TITLE});
    await expect(block.locator('[class*="codeBlockTitle"]').textContent()).resolves.toBe(TITLE);
    await block.hover();
    await block.getByRole('button', {name: /copy code/i}).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(CODE);
    await page.close();
    expect(browser.problems).toEqual([]);
  });

  it('colour their tokens from the stylesheet after hydration', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + ROUTE, {waitUntil: 'load'});
    const property = page.locator('.theme-code-block').filter({hasText: TITLE}).locator('.token.property');
    // Polled as one condition: hydration remounts the block once, and a node caught as it is replaced has no
    // computed style, so a second, separate read could see the old node.
    const tokenAndTextDiffer = () =>
      property.evaluate((node) => {
        const colours = [getComputedStyle(node).color, getComputedStyle(node.closest('code')!).color];
        return colours.every(Boolean) && colours[0] !== colours[1];
      });
    await expect.poll(tokenAndTextDiffer).toBe(true);
    await page.close();
    expect(browser.problems).toEqual([]);
  });

  it('load no Prism', async () => {
    // What the page ran, read from the page itself (its script elements and the scripts it fetched since), each file
    // then read from the server: network events miss a script the browser serves from a cache of its own.
    const fresh = await openBrowser();
    const page = await fresh.newPage();
    await page.goto(baseUrl() + ROUTE, {waitUntil: 'networkidle'});
    const urls = await page.evaluate(() => [
      ...new Set([
        ...Array.from(document.scripts, (script) => script.src).filter(Boolean),
        ...performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => new URL(name).pathname.endsWith('.js')),
      ]),
    ]);
    const local = urls.filter((url) => url.startsWith(baseUrl()));
    expect(local.some((url) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
    const bodies = await Promise.all(local.map(async (url) => ({url, body: (await get(url)).html})));
    expect(bodies.filter(({body}) => PRISM_MARKERS.test(body)).map(({url}) => new URL(url).pathname)).toEqual([]);
    expect(fresh.problems).toEqual([]);
    await fresh.close();
    expect(browser.problems).toEqual([]);
  });
});

// The page menu beside Copy page (issue 35, point 6): links to the Markdown twin and to two chats, opened and
// driven from the keyboard, with nothing requested from another host until the reader follows a link.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {SITE_URL} from '../src/data/site';
import {chatPrompt} from '../src/lib/llms/page-menu';
import {baseUrl, openBrowser, type BrowserSession} from './browser';
import {get} from './html';

describe('page menu', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('offers the Markdown twin and two chats that start from it, and works from the keyboard', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/features/checkpoints`);
    const button = page.getByRole('button', {name: 'More ways to use this page'});
    await button.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await button.focus();
    await page.keyboard.press('ArrowDown');
    const items = page.getByRole('menuitem');
    await expect.poll(() => items.count()).toBe(3);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('View as Markdown');
    expect(await button.getAttribute('aria-expanded')).toBe('true');

    const hrefs = await items.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs[0]).toBe('/features/checkpoints.md');
    const prompt = chatPrompt(`${SITE_URL}/features/checkpoints.md`);
    expect(new URL(hrefs[1]!).searchParams.get('q')).toBe(prompt);
    expect(new URL(hrefs[1]!).host).toBe('chatgpt.com');
    expect(new URL(hrefs[2]!).searchParams.get('q')).toBe(prompt);
    expect(new URL(hrefs[2]!).host).toBe('claude.ai');
    expect((await get(baseUrl() + hrefs[0]!)).status).toBe(200);

    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Open in ChatGPT/);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Open in Claude/);

    await page.keyboard.press('Escape');
    await expect.poll(() => items.count()).toBe(0);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('More ways to use this page');
    await page.close();
    // Opening the menu and moving through it asked nothing of any other host.
    expect(browser.problems).toEqual([]);
  });

  it('opens on click and closes on a click outside', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/features/checkpoints`);
    const button = page.getByRole('button', {name: 'More ways to use this page'});
    await button.click();
    await expect.poll(() => page.getByRole('menuitem').count()).toBe(3);
    await page.locator('article h1').click();
    await expect.poll(() => page.getByRole('menuitem').count()).toBe(0);
    await page.close();
    expect(browser.problems).toEqual([]);
  });

  it('links every page to its Markdown twin in the head', async () => {
    for (const [route, twin] of [
      ['/features/checkpoints', '/features/checkpoints.md'],
      ['/', '/index.md'],
    ]) {
      const {html} = await get(baseUrl() + route);
      const links = [...html.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]);
      const alternates = links.filter((tag) => /rel="alternate"/.test(tag) && /type="text\/markdown"/.test(tag));
      expect(alternates.map((tag) => /href="([^"]*)"/.exec(tag)?.[1])).toEqual([twin]);
    }
  });
});

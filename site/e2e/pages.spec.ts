import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {DOC_ROUTES, updateNoteRoutes} from './routes';
import {baseUrl, openBrowser, type BrowserSession} from './browser';

// Every doc page, and a fixed sample of release notes: the index, the series pages and up to 40 releases.
const sampleOfNotes = [
  ...updateNoteRoutes.filter((route) => !/v\d+\.\d+\.\d+$/.test(route)),
  ...updateNoteRoutes
    .filter((route) => /v\d+\.\d+\.\d+$/.test(route))
    .filter((_, index, all) => index % Math.ceil(all.length / 40) === 0),
];

describe('pages in the browser', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it.each([...DOC_ROUTES, ...sampleOfNotes])('%s renders without console or page errors', async (route) => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + route, {waitUntil: 'load'});
    await expect(page.locator('h1').count()).resolves.toBe(1);
    await page.close();
    expect(browser.problems).toEqual([]);
  });

  it('scrolls a heading into view when the address carries its hash', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/update-notes');
    const id = await page.locator('article h2[id]').last().getAttribute('id');
    expect(id).toBeTruthy();
    await page.goto(`${baseUrl()}/update-notes#${id}`);
    const inView = () =>
      page.locator(`[id="${id}"]`).evaluate((heading) => {
        const {top, bottom} = heading.getBoundingClientRect();
        return top >= 0 && bottom <= window.innerHeight;
      });
    await expect.poll(inView).toBe(true);
    expect(browser.problems).toEqual([]);
  });
});

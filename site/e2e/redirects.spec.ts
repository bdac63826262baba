import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {REDIRECTS} from '../src/data/redirects';
import {baseUrl, openBrowser, type BrowserSession} from './browser';
import {get} from './html';

describe('old paths', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it.each(REDIRECTS)('$from answers 200 and takes the reader to $to', async ({from, to}) => {
    expect((await get(baseUrl() + from)).status).toBe(200);
    const page = await browser.newPage();
    await page.goto(baseUrl() + from);
    await page.waitForURL(baseUrl() + to);
    expect(new URL(page.url()).pathname).toBe(to);
    await page.close();
    expect(browser.problems).toEqual([]);
  });
});

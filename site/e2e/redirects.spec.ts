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

  // The local server applies the build's _redirects as a static host does: a real 301 on the same host.
  it.each(REDIRECTS)('$from answers a 301 to $to and takes the reader there', async ({from, to}) => {
    const answer = await fetch(baseUrl() + from, {redirect: 'manual'});
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe(to);
    expect((await get(baseUrl() + to)).status).toBe(200);
    const page = await browser.newPage();
    await page.goto(baseUrl() + from);
    await page.waitForURL(baseUrl() + to);
    expect(new URL(page.url()).pathname).toBe(to);
    await page.close();
    expect(browser.problems).toEqual([]);
  });
});

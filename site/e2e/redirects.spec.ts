import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import {redirectPageFile} from '../build-lib/redirect-pages';
import {REDIRECTS} from '../src/data/redirects';
import {baseUrl, openBrowser, type BrowserSession} from './browser';
import {get} from './html';
import {DOC_ROUTES} from './routes';

describe('old paths', () => {
  // The local server applies the build's _redirects as a static host does: a real 301 on the same host. Each answer is
  // plain HTTP; the page it leads to is a doc route, which the browser sweep (sweep.spec.ts) loads and checks.
  it.each(REDIRECTS)('$from answers a 301 to $to, a page that exists', async ({from, to}) => {
    const answer = await fetch(baseUrl() + from, {redirect: 'manual'});
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe(to);
    expect(DOC_ROUTES).toContain(to);
    expect((await get(baseUrl() + to)).status).toBe(200);
  });

  describe('in the browser', () => {
    let browser: BrowserSession;
    beforeAll(async () => {
      browser = await openBrowser();
    });
    afterAll(() => browser.close());

    // Every redirect is the same kind of answer, so one shows that a reader's browser follows it to the page.
    it('takes the reader from an old path to its page', async () => {
      const [{from, to}] = REDIRECTS;
      const page = await browser.newPage();
      await page.goto(baseUrl() + from);
      await page.waitForURL(baseUrl() + to);
      expect(new URL(page.url()).pathname).toBe(to);
      await expect(page.locator('article h1').count()).resolves.toBe(1);
      expect(browser.problems).toEqual([]);
    });

    // A host that serves the file at an old path before its rule (Cloudflare Pages) or has no rules shows the page the
    // build left there. Served here as such a host would, with the site's policy: a script the policy does not list
    // is refused with a console error, and a reader would stay on the old path.
    it.each([REDIRECTS[0], REDIRECTS.at(-1)!])(
      'the page left at $from sends the reader on to $to with the query and hash',
      async ({from, to}) => {
        const policy = (await fetch(baseUrl() + to)).headers.get('content-security-policy');
        expect(policy).toMatch(/script-src/);
        const stub = fs.readFileSync(path.join(inject('buildDir'), redirectPageFile(from)), 'utf8');
        const page = await browser.newPage();
        await page.route(
          (url) => url.pathname === from,
          (route) =>
            route.fulfill({
              status: 200,
              contentType: 'text/html',
              headers: {'content-security-policy': policy!},
              body: stub,
            }),
        );
        await page.goto(`${baseUrl()}${from}?utm_source=extension#top`);
        await page.waitForURL(`${baseUrl()}${to}?utm_source=extension#top`);
        await expect(page.locator('article h1').count()).resolves.toBe(1);
        expect(browser.problems).toEqual([]);
        await page.close();
      },
    );
  });
});

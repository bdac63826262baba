// The browser tests' own guard: no request leaves the machine, the count APIs are answered by their stand-in without
// any routing, and a request to any other outside address fails the test that made it.
import {afterEach, describe, expect, it} from 'vitest';
import {baseUrl, openBrowser, type BrowserSession} from './browser';
import {COUNT_API_ANSWERS} from '@roo-code-docs/chromium';

describe('outside requests in the browser tests', () => {
  let browser: BrowserSession;
  afterEach(() => browser.close());

  it('answers the count APIs from the stand-in, over HTTPS, with nothing routed', async () => {
    browser = await openBrowser();
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/features');
    const answers = await page.evaluate(
      (calls) =>
        Promise.all(
          calls.map(({url, method}) =>
            fetch(url, {
              method,
              ...(method === 'POST' ? {headers: {'Content-Type': 'application/json'}, body: '{}'} : {}),
            }).then((response) => response.json()),
          ),
        ),
      COUNT_API_ANSWERS.map(({url, method}) => ({url, method})),
    );
    expect(answers).toEqual(COUNT_API_ANSWERS.map(({body}) => body));
    expect(browser.problems).toEqual([]);
  });

  it('reports a request to any other outside address', async () => {
    browser = await openBrowser();
    const page = await browser.newPage();
    // A navigation, since the site's content policy already stops its scripts from fetching other hosts.
    await expect(page.goto('https://outside.example/')).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
    await expect.poll(() => browser.problems).toEqual(['unexpected request to https://outside.example/']);
  });
});

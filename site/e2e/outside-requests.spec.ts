// The browser tests' own guard: no request leaves the machine, the count APIs are answered by their stand-in without
// any routing, and a request to any other outside address fails the test that made it.
import {afterEach, describe, expect, it} from 'vitest';
import {baseUrl, openBrowser, type BrowserSession} from './browser';
import {INSTALLS, STARS} from './outside-apis';

describe('outside requests in the browser tests', () => {
  let browser: BrowserSession;
  afterEach(() => browser.close());

  it('answers the count APIs from the stand-in, over HTTPS, with nothing routed', async () => {
    browser = await openBrowser();
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/features');
    const answers = await page.evaluate(async () => {
      const stars = await fetch('https://api.github.com/repos/RooCodeInc/Roo-Code').then((response) => response.json());
      const installs = await fetch('https://marketplace.visualstudio.com/_apis/public/gallery/extensionquery', {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: '{}',
      }).then((response) => response.json());
      return [stars.stargazers_count, installs.results[0].extensions[0].statistics[0].value];
    });
    expect(answers).toEqual([STARS, INSTALLS]);
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

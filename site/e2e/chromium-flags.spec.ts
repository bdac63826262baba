// The flags the browser tests launch Chromium with (PLAYWRIGHT_CHROMIUM_FLAGS) read as Chromium reads them: it keeps only
// the last `--disable-features` switch, so ours must still hold every feature Playwright's own switch turns off, and
// the headless toolbar's omnibox popups must be gone.
import {CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS} from '@roo-code-docs/chromium';
import {chromium, type Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const featuresOf = (switches: string[]) =>
  switches.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.split('=')[1].split(','));

describe('Chromium as the browser tests start it', () => {
  let browser: Browser;
  beforeAll(async () => {
    // Only with --enable-automation does Chromium hand out the command line it was started with.
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...PLAYWRIGHT_CHROMIUM_FLAGS, '--enable-automation'],
    });
  });
  afterAll(() => browser.close());

  it('keeps every feature Playwright turns off, since only the last --disable-features counts', async () => {
    const cdp = await browser.newBrowserCDPSession();
    const {arguments: switches} = await cdp.send('Browser.getBrowserCommandLine');
    const lists = featuresOf(switches);
    // Playwright's own switch, then ours.
    expect(lists.length).toBeGreaterThanOrEqual(2);
    const effective = lists[lists.length - 1];
    const dropped = lists.slice(0, -1).flatMap((list) => list.filter((feature) => !effective.includes(feature)));
    expect(dropped).toEqual([]);
    expect(effective).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });

  it('loads no toolbar pages beside the test pages', async () => {
    const page = await browser.newPage();
    await page.goto('data:text/html,<title>t</title>');
    const cdp = await browser.newBrowserCDPSession();
    const {targetInfos} = await cdp.send('Target.getTargets');
    expect(targetInfos.filter((target) => target.type !== 'page').map((target) => target.url)).toEqual([]);
    await page.close();
  });
});

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ANNOUNCEMENT} from '../src/data/announcement';
import {baseUrl, openBrowser, type BrowserSession} from './browser';

describe('announcement bar', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('shows the configured announcement until the reader closes it, and remembers that', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/faq');
    const bar = page.getByRole('banner').filter({hasText: 'Read the release notes'});
    await expect(bar.isVisible()).resolves.toBe(true);
    await bar.getByRole('button', {name: /close/i}).click();
    await expect.poll(() => bar.isVisible()).toBe(false);
    await page.reload();
    await expect(page.getByText('Read the release notes').isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).resolves.toBe(
      ANNOUNCEMENT.id,
    );
    expect(browser.problems).toEqual([]);
  });
});

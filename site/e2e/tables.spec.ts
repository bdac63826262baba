// A Markdown table on a column too narrow for it gives its text columns room to read and scrolls (css/custom.css,
// "Tables"), decided by the column's width alone, so resizing the window gives what loading at that width gives.
// Measured on the auto-approving page, whose first table has a switch, a long setting key and two columns of sentences.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {baseUrl, openBrowser, type BrowserSession} from './browser';

const ROUTE = '/features/auto-approving-actions';
/** 12rem: the rule makes the table 14rem a column, and the table layout shares that out unevenly. */
const READABLE_COLUMN = 192;

type Shape = {scrolls: boolean; columns: number[]; tallestRow: number};
const tableShape = (page: Page, index: number) =>
  page
    .locator('article .table-markdown')
    .nth(index)
    .evaluate((block): Shape => {
      const table = block.querySelector('table')!;
      return {
        scrolls: block.scrollWidth > block.clientWidth,
        columns: Array.from(table.rows[0].cells, (cell) => Math.round(cell.getBoundingClientRect().width)),
        tallestRow: Math.max(...Array.from(table.tBodies[0].rows, (row) => row.getBoundingClientRect().height)),
      };
    });

describe('Markdown tables', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({viewport: {width: 390, height: 844}});
  });
  afterAll(() => browser.close());

  it('give their text columns room on a phone, and fit the column again on a laptop', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + ROUTE);
    const phone = await tableShape(page, 0);
    expect(phone.scrolls).toBe(true);
    expect(phone.columns).toHaveLength(4);
    // The two columns of sentences: shrunk to their longest word, they stood at about 125 px with rows of 370 px.
    expect(phone.columns.slice(2).every((width) => width >= READABLE_COLUMN)).toBe(true);
    expect(phone.tallestRow).toBeLessThan(200);
    // Widened to a laptop from the phone's width: the same as loading there, where both tables fit.
    await page.setViewportSize({width: 1280, height: 900});
    expect((await tableShape(page, 0)).scrolls).toBe(false);
    expect((await tableShape(page, 1)).scrolls).toBe(false);
    await page.close();
    expect(browser.problems).toEqual([]);
  });
});

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {baseUrl, openBrowser, type BrowserSession} from './browser';

describe('cost calculator', () => {
  let browser: BrowserSession;
  let page: Page;
  beforeAll(async () => {
    browser = await openBrowser();
    page = await browser.newPage();
    await page.goto(baseUrl() + '/advanced-usage/rate-limits-costs');
    await page.getByLabel('Provider', {exact: true}).waitFor();
  });
  afterAll(() => browser.close());

  const total = () => page.getByTestId('cost-total').innerText();

  async function request(input: string, output: string, cacheWrites = '0', cacheReads = '0') {
    await page.getByLabel('Input tokens').fill(input);
    await page.getByLabel('Output tokens').fill(output);
    await page.getByLabel('Cache-write tokens').fill(cacheWrites);
    await page.getByLabel('Cache-read tokens').fill(cacheReads);
  }

  it('prices Claude Sonnet 4 at $3 / $15 up to 200,000 prompt tokens', async () => {
    await page.getByLabel('Provider', {exact: true}).selectOption('anthropic');
    await page.getByLabel('Model', {exact: true}).selectOption('claude-sonnet-4-20250514');
    // 100,000 × $3 + 10,000 × $15, per million = $0.30 + $0.15.
    await request('100000', '10000');
    await expect(total()).resolves.toBe('$0.45');
    // Plus 20,000 cache writes × $3.75 and 50,000 cache reads × $0.30: $0.075 + $0.015.
    await request('100000', '10000', '20000', '50000');
    await expect(total()).resolves.toBe('$0.54');
    expect(browser.problems).toEqual([]);
  });

  it('uses the 1M-context tier above 200,000 prompt tokens', async () => {
    // 250,000 × $6 + 10,000 × $22.50, per million = $1.50 + $0.225.
    await request('250000', '10000');
    await expect(total()).resolves.toBe('$1.725');
    await expect(page.getByTestId('cost-pricing').innerText()).resolves.toBe(
      'Prices used: Prompts over 200,000 tokens, up to 1,000,000',
    );
    expect(browser.problems).toEqual([]);
  });

  it('offers service tiers where the model has them', async () => {
    await page.getByLabel('Provider', {exact: true}).selectOption('openai-native');
    await page.getByLabel('Model', {exact: true}).selectOption('gpt-5-2025-08-07');
    await request('100000', '10000');
    await expect(total()).resolves.toBe('$0.225'); // $0.125 + $0.10
    await page.getByLabel('Service tier').selectOption('flex');
    await expect(total()).resolves.toBe('$0.1125'); // $0.0625 + $0.05
    expect(browser.problems).toEqual([]);
  });

  it('sorts the comparison table by a column, both ways', async () => {
    await page.getByLabel('Provider', {exact: true}).selectOption('anthropic');
    const table = page.getByTestId('cost-comparison');
    const inputPrices = async () =>
      (await table.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((cell) =>
        cell === 'Free' ? 0 : Number(cell.replace('$', '')),
      );
    const header = table.getByRole('columnheader', {name: /Input price/});
    await expect(header.getAttribute('aria-sort')).resolves.toBe('ascending');
    const up = await inputPrices();
    expect(up.length).toBeGreaterThan(3);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    await header.getByRole('button').click();
    await expect(header.getAttribute('aria-sort')).resolves.toBe('descending');
    const down = await inputPrices();
    expect(down).toEqual([...up].sort((a, b) => b - a));

    const contextHeader = table.getByRole('columnheader', {name: /Context window/});
    await contextHeader.getByRole('button').click();
    await expect(contextHeader.getAttribute('aria-sort')).resolves.toBe('ascending');
    await page.getByLabel('All providers').check();
    const windows = (await table.locator('tbody tr td:nth-child(4)').allInnerTexts()).map((cell) =>
      Number(cell.replace(/,/g, '')),
    );
    expect(windows.length).toBeGreaterThan(up.length);
    expect(windows).toEqual([...windows].sort((a, b) => a - b));
    expect(browser.problems).toEqual([]);
  });

  it('warns past glm-4.5’s 131,072-token window although its last price tier is unbounded', async () => {
    await page.getByLabel('Provider', {exact: true}).selectOption('zai-china');
    await page.getByLabel('Model', {exact: true}).selectOption('glm-4.5');
    const warning = page.getByText('This prompt is larger than any context window this model offers.');
    await request('100000', '1000');
    await expect(warning.count()).resolves.toBe(0);
    await request('100000000', '1000');
    await warning.waitFor();
    expect(browser.problems).toEqual([]);
  });

  it.each([
    ['1e6', 'Write the count out in digits (1000000, not 1e6).'],
    ['-5', 'A token count cannot be negative.'],
    ['1.5', 'A token count is a whole number.'],
    ['100000000000000000000', 'Enter at most 100,000,000 tokens.'],
  ])('says why %s is not a token count instead of using 0 silently', async (typed, problem) => {
    await request(typed, '0');
    const field = page.getByLabel('Input tokens');
    await page.getByText(`${problem} Counted as 0.`).waitFor();
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    await request('1000', '0');
    await expect(page.getByTestId('token-problem').count()).resolves.toBe(0);
  });

  it('says in the server HTML that the calculator needs JavaScript', async () => {
    const html = await (await fetch(baseUrl() + '/advanced-usage/rate-limits-costs')).text();
    expect(html).toMatch(
      /<noscript>The cost calculator runs in your browser and needs JavaScript turned on\.<\/noscript>/,
    );
  });
});

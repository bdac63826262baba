import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {baseUrl, openBrowser, type BrowserSession} from './browser';

const goodFile = `customModes:
  - slug: docs-writer
    name: Docs Writer
    roleDefinition: You write documentation.
    groups: [read, edit]
  - slug: reviewer
    name: Reviewer
    roleDefinition: You review changes.
    groups: [read]
`;

async function paste(page: Page, label: string, text: string) {
  const box = page.getByLabel(label);
  await box.fill(text);
  await page.getByRole('button', {name: 'Validate'}).click();
}

const results = (page: Page) => page.getByTestId('validator-results');

/** A paste as the browser fires it, with `text` on the clipboard; Playwright's fill would not go through onPaste. */
async function pasteEvent(page: Page, label: string, text: string) {
  await page.getByLabel(label).evaluate((box, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    box.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
  }, text);
}

describe('custom modes validator', () => {
  let browser: BrowserSession;
  let page: Page;
  let workers = 0;
  let workersBeforeUse = -1;
  beforeAll(async () => {
    browser = await openBrowser();
    page = await browser.newPage();
    page.on('worker', () => (workers += 1));
    await page.goto(baseUrl() + '/features/custom-modes');
    await page.waitForLoadState('networkidle');
    workersBeforeUse = workers;
  });
  afterAll(() => browser.close());

  it('says valid and lists the modes of a good file', async () => {
    await paste(page, 'Your .roomodes file or mode', goodFile);
    await results(page).getByText('✓ Valid: it defines 2 modes.').waitFor();
    await expect(results(page).innerText()).resolves.toContain('Docs Writer (docs-writer)');
    // The parsing ran in a Web Worker, started only once the reader used the box. (A check still running when a
    // newer one starts is stopped with its worker, so a slow machine may start a second one.)
    expect(workersBeforeUse).toBe(0);
    expect(workers).toBeGreaterThanOrEqual(1);
    expect(browser.problems).toEqual([]);
  });

  it('shows the slug message with its path for a slug with spaces', async () => {
    await paste(page, 'Your .roomodes file or mode', goodFile.replace('slug: reviewer', 'slug: code reviewer'));
    await results(page).getByText('Slug must contain only letters numbers and dashes').waitFor();
    await expect(results(page).locator('li').first().innerText()).resolves.toBe(
      'customModes[1].slug: Slug must contain only letters numbers and dashes',
    );
    expect(browser.problems).toEqual([]);
  });

  it('shows the duplicate message for two modes with one slug, while typing', async () => {
    // No click: the check runs by itself shortly after the text changes.
    await page.getByLabel('Your .roomodes file or mode').fill(goodFile.replace('slug: reviewer', 'slug: docs-writer'));
    await results(page).getByText('customModes: Duplicate mode slugs are not allowed').waitFor();
    expect(browser.problems).toEqual([]);
  });

  it('fills in a valid example', async () => {
    await page.getByRole('button', {name: 'Insert an example'}).click();
    await results(page).getByText('✓ Valid: it defines 2 modes.').waitFor();
    expect(browser.problems).toEqual([]);
  });

  it('stays responsive with garbage and with a megabyte of text', async () => {
    await paste(page, 'Your .roomodes file or mode', '{{{[[[ ::: "oops\n\t- - ? ]]]');
    await results(page)
      .getByText('1 problem')
      .or(results(page).getByText(/\d+ problems/))
      .waitFor();
    const huge = 'customModes: ' + 'x'.repeat(1_000_000);
    await page.getByLabel('Your .roomodes file or mode').fill('');
    // What keeps the page responsive is checked by what happened, not by a clock a busy machine would slow: the
    // paste is refused with its size before it reaches the text box, so the browser never lays a megabyte out.
    await pasteEvent(page, 'Your .roomodes file or mode', huge);
    await results(page)
      .getByText('The text is 1,000,013 characters long; the validator reads at most 200,000.')
      .waitFor();
    // Refused before it reached the text box, so the browser never laid it out.
    await expect(page.getByLabel('Your .roomodes file or mode').inputValue()).resolves.toBe('');
    // Other ways of inserting text stop at the limit.
    await page.getByLabel('Your .roomodes file or mode').fill('y'.repeat(200_050));
    await expect(
      page.getByLabel('Your .roomodes file or mode').evaluate((box: HTMLTextAreaElement) => box.value.length),
    ).resolves.toBe(200_000);
    // The page still answers: a script round trip and a click on another control.
    await page.evaluate(() => 1 + 1);
    await page.getByRole('button', {name: 'Insert an example'}).click();
    await results(page).getByText('✓ Valid: it defines 2 modes.').waitFor();
    expect(browser.problems).toEqual([]);
  });
});

describe('marketplace item validator', () => {
  let browser: BrowserSession;
  let page: Page;
  beforeAll(async () => {
    browser = await openBrowser();
    page = await browser.newPage();
    await page.goto(baseUrl() + '/features/marketplace');
  });
  afterAll(() => browser.close());

  it('accepts the example and rejects an author URL that is not a URL', async () => {
    await page.getByRole('button', {name: 'Insert an example'}).click();
    await results(page).getByText('✓ Valid: 1 item.').waitFor();
    const example = await page.getByLabel('Your marketplace item').inputValue();
    await paste(page, 'Your marketplace item', example.replace(/authorUrl: .*/, 'authorUrl: not a link'));
    await results(page).getByText('authorUrl: Author URL must be a valid URL').waitFor();
    expect(browser.problems).toEqual([]);
  });
});

describe('without JavaScript', () => {
  it.each(['/features/custom-modes', '/features/marketplace'])('%s says the validator needs it', async (route) => {
    const html = await (await fetch(baseUrl() + route)).text();
    expect(html).toContain(
      '<noscript>This validator checks your text in the browser and needs JavaScript turned on.</noscript>',
    );
  });
});

describe('MCP configuration validator', () => {
  let browser: BrowserSession;
  let page: Page;
  const label = 'Your .roo/mcp.json or mcp_settings.json';
  const file = (servers: Record<string, unknown>) => JSON.stringify({mcpServers: servers}, null, 2);
  beforeAll(async () => {
    browser = await openBrowser();
    page = await browser.newPage();
    await page.goto(baseUrl() + '/features/mcp/using-mcp-in-roo');
  });
  afterAll(() => browser.close());

  it('says valid and lists the servers of the example', async () => {
    await page.getByRole('button', {name: 'Insert an example'}).click();
    await results(page).getByText('✓ Valid: it defines 2 servers.').waitFor();
    await expect(results(page).innerText()).resolves.toContain('roo-code-docs');
    expect(browser.problems).toEqual([]);
  });

  it.each([
    ['an unknown type', {a: {type: 'http', url: 'https://x.example/mcp'}}, 'mcpServers.a.type', 'streamable-http'],
    ['a stdio entry without command', {a: {type: 'stdio', args: ['x']}}, 'mcpServers.a', 'Add "command"'],
    ['a trailing slash', {a: {type: 'streamable-http', url: 'https://x.example/mcp/'}}, 'mcpServers.a.url', 'slash'],
    [
      'SSE for a /mcp endpoint',
      {a: {type: 'sse', url: 'https://x.example/mcp'}},
      'mcpServers.a.url',
      'streamable-http',
    ],
    ['a timeout of 0', {a: {command: 'node', timeout: 0}}, 'mcpServers.a.timeout', '1 to 3600'],
  ])('shows %s with its path and a fix', async (_what, servers, path, fix) => {
    await paste(page, label, file(servers));
    const shown = results(page);
    await shown.getByText(path, {exact: true}).first().waitFor();
    const text = await shown.innerText();
    expect(text).toContain('Fix:');
    expect(text).toContain(fix);
    expect(browser.problems).toEqual([]);
  });
});

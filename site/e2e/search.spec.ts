import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {baseUrl, openBrowser, type BrowserSession} from './browser';

// The index's first download and WebAssembly start; generous for a busy two-core machine.
const INDEX_TIMEOUT = 30_000;
const SEARCH_FILES = /\/pagefind\//;
const NONSENSE = 'qzxwvjkplm';
const HTML_QUERY = '<img src=x onerror="window.__injected=1"><script>window.__injected=2</script>';

const searchBox = (page: Page) => page.locator('input.navbar__search-input[aria-label="Search"]');
const suggestions = (page: Page) => page.locator('[role="listbox"] [role="option"]');

/**
 * The suggestions once the list answers what the box holds now. Typing pauses longer than the box's 80 ms on a busy
 * machine, so the first rows to appear may answer the beginning of the words ("checkp"); the list is marked busy until
 * it answers the whole text.
 */
async function settledSuggestions(page: Page) {
  await suggestions(page).first().waitFor({timeout: INDEX_TIMEOUT});
  await page.locator('[role="listbox"][aria-busy="false"]').waitFor({timeout: INDEX_TIMEOUT});
  return suggestions(page);
}

async function typeInBox(page: Page, text: string) {
  await searchBox(page).click();
  await searchBox(page).pressSequentially(text, {delay: 20});
}

/** Empties the box of a page that has searched before, then types: the last query's suggestions go with it. */
async function typeAfresh(page: Page, text: string) {
  await searchBox(page).fill('');
  await expect(page.locator('[role="listbox"]').count()).resolves.toBe(0);
  await typeInBox(page, text);
}

/**
 * Closes the pages a test opened (all but the context's first and `keep`): pages left open would pile up in the one
 * browser and slow the later tests.
 */
async function closePages(browser: BrowserSession, keep?: Page) {
  for (const page of browser.context.pages().slice(1)) if (page !== keep) await page.close();
}

/** The title and breadcrumb text of each suggestion, top to bottom. */
async function suggestionRows(page: Page) {
  return (await settledSuggestions(page)).evaluateAll((options) =>
    options.map((option) => ({
      title: option.querySelector('[class*="hitTitle"]')?.textContent ?? '',
      path: option.querySelector('[class*="hitPath"]')?.textContent ?? '',
    })),
  );
}

/** The links of the /search page's results, top to bottom, once the results are shown. */
async function resultLinks(page: Page) {
  const items = page.locator('article[class*="searchResultItem"] h2 a');
  await items.first().waitFor({timeout: INDEX_TIMEOUT});
  return items.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

/** The number in the /search page's "N documents found". */
async function foundCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ documents? found/).textContent({timeout: INDEX_TIMEOUT});
  return Number(text?.split(' ')[0]);
}

/** The page each suggestion opens, top to bottom. */
async function suggestionPages(page: Page) {
  return (await settledSuggestions(page)).evaluateAll((options) =>
    options.map((option) => ((option as HTMLElement).dataset.url ?? '').split(/[?#]/)[0]),
  );
}

/** Holds the app's main script until the returned function is called, so a test can act before hydration. */
async function holdMainScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const isReleaseNote = (path: string) => path === '/update-notes' || path.startsWith('/update-notes/');

describe('search box', () => {
  let browser: BrowserSession;
  /** One page for the tests that only type queries and read the suggestions: loaded, with its index, once. */
  let shared: Page;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterEach(() => closePages(browser, shared));
  afterAll(() => browser.close());

  it('shows the Ctrl K hint and takes the focus on Ctrl+K', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/faq');
    // The hint is drawn once the page is hydrated, when the platform (Mac or not) is known.
    await page.locator('.navbar kbd').first().waitFor();
    await expect(page.locator('.navbar kbd').allTextContents()).resolves.toEqual(['ctrl', 'K']);
    await page.locator('body').click();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page).evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    expect(browser.problems).toEqual([]);
  });

  it('loads the index only once the box is hovered, and only the parts a query needs', async () => {
    const page = await browser.newPage();
    const searchRequests: string[] = [];
    page.on('request', (request) => {
      if (SEARCH_FILES.test(request.url())) searchRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(baseUrl() + '/features/checkpoints');
    await page.waitForLoadState('networkidle');
    expect(searchRequests).toEqual([]);
    await searchBox(page).hover();
    await expect.poll(() => searchRequests.includes('/pagefind/pagefind.js')).toBe(true);
    // At once rather than key by key, so that exactly one query runs.
    await searchBox(page).fill('checkpoint');
    await suggestions(page).first().waitFor({timeout: INDEX_TIMEOUT});
    const chunks = searchRequests.filter((url) => url.startsWith('/pagefind/index/'));
    const fragments = searchRequests.filter((url) => url.startsWith('/pagefind/fragment/'));
    // A query fetches the few index chunks its words fall in and a fragment for each detailed suggestion only.
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.length).toBeLessThan(6);
    expect(fragments.length).toBeLessThanOrEqual(3);
    expect(browser.problems).toEqual([]);
  });

  it('says the index is loading while it downloads', async () => {
    const page = await browser.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/pagefind\/pagefind\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(baseUrl() + '/faq');
    await typeInBox(page, 'checkpoints');
    const status = page.getByRole('status');
    await expect(status.textContent()).resolves.toBe('Loading search index…');
    release();
    await suggestions(page).first().waitFor({timeout: INDEX_TIMEOUT});
    await expect(status.count()).resolves.toBe(0);
    expect(browser.problems).toEqual([]);
  });

  it('opens the chosen page with the term highlighted', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/faq');
    await typeInBox(page, 'checkpoints');
    const rows = await suggestionRows(page);
    expect(rows[0]).toEqual({title: expect.stringMatching(/^Checkpoints/), path: 'Features'});
    expect((await suggestionPages(page))[0]).toBe('/features/checkpoints');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/features/checkpoints');
    await expect(searchBox(page).evaluate((input) => input === document.activeElement)).resolves.toBe(false);
    expect(new URL(page.url()).searchParams.getAll('_highlight')).toEqual(['checkpoints']);
    await page.locator('article mark').first().waitFor();
    await expect(page.locator('article mark').first().textContent()).resolves.toMatch(/^checkpoints$/i);
    expect(browser.problems).toEqual([]);
  });

  it('finds pages of every section from a section page', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/providers/ollama');
    await typeInBox(page, 'custom modes');
    expect((await suggestionPages(page))[0]).toBe('/features/custom-modes');
    await searchBox(page).fill('');
    await typeInBox(page, 'rooignore');
    expect(await suggestionPages(page)).toContain('/features/rooignore');
    expect(browser.problems).toEqual([]);
  });

  it('finds a provider page from a feature page', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/features/checkpoints');
    await typeInBox(page, 'gemini');
    expect(await suggestionPages(page)).toContain('/providers/gemini');
    expect(browser.problems).toEqual([]);
  });

  it('moves through the suggestions with the arrow keys and opens the chosen one with Enter', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/faq');
    await typeInBox(page, 'mcp');
    const pages = await suggestionPages(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(suggestions(page).nth(1).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(searchBox(page).getAttribute('aria-activedescendant')).resolves.toBe(
      await suggestions(page).nth(1).getAttribute('id'),
    );
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === pages[1]);
    expect(browser.problems).toEqual([]);
  });

  it('offers every result on the search page', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/faq');
    await typeInBox(page, 'mcp');
    await suggestions(page).first().waitFor({timeout: INDEX_TIMEOUT});
    await page.getByRole('link', {name: 'See all results'}).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'mcp');
    await expect(resultLinks(page)).resolves.not.toEqual([]);
    expect(browser.problems).toEqual([]);
  });

  it('searches what was typed before the page hydrated', async () => {
    const page = await browser.newPage();
    const release = await holdMainScript(page);
    // Not the load event: when the first paint comes late, the loader adds main.js before it, and the held script
    // would hold the event too.
    await page.goto(baseUrl() + '/faq', {waitUntil: 'domcontentloaded'});
    await typeInBox(page, 'checkpoints');
    release();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect((await suggestionPages(page))[0]).toBe('/features/checkpoints');
    await expect(searchBox(page).inputValue()).resolves.toBe('checkpoints');
    expect(browser.problems).toEqual([]);
  });

  describe('on one page', () => {
    beforeAll(async () => {
      shared = await browser.newPage();
      await shared.goto(baseUrl() + '/faq');
    });

    it('shows at most 8 suggestions, each with its breadcrumb', async () => {
      const page = shared;
      await typeAfresh(page, 'mode');
      const rows = await suggestionRows(page);
      expect(rows).toHaveLength(8);
      for (const row of rows) expect(row.path.trim()).not.toBe('');
      expect(rows[0]).toEqual({title: expect.stringMatching(/mode/i), path: expect.stringMatching(/\S/)});
      expect(browser.problems).toEqual([]);
    });
    it('empties the box with the clear button', async () => {
      const page = shared;
      await typeAfresh(page, 'mcp');
      await page.getByRole('button', {name: 'Clear search'}).click();
      await expect(searchBox(page).inputValue()).resolves.toBe('');
      await expect(page.locator('.navbar kbd').count()).resolves.toBe(2);
      expect(browser.problems).toEqual([]);
    });
    it('says "No results" for a nonsense query', async () => {
      const page = shared;
      await typeAfresh(page, NONSENSE);
      const empty = page.locator('[role="listbox"]').getByText('No results', {exact: true});
      await empty.waitFor({timeout: INDEX_TIMEOUT});
      await expect(suggestions(page).count()).resolves.toBe(0);
      expect(browser.problems).toEqual([]);
    });
    it('finds the page when a word has a typo, and says what it searched', async () => {
      const page = shared;
      await typeAfresh(page, 'codebase indexng');
      expect((await suggestionPages(page))[0]).toBe('/features/codebase-indexing');
      await expect(page.getByText('Showing results for').textContent()).resolves.toBe(
        'Showing results for codebase indexing',
      );
      expect(browser.problems).toEqual([]);
    });
    it('lists guide pages before release notes', async () => {
      const page = shared;
      // Fewer than eight guides mention Cerebras, so release notes fill the rest of the list.
      await typeAfresh(page, 'cerebras');
      const rows = await suggestionRows(page);
      const kinds = rows.map((row) => /Release Notes/.test(`${row.title} ${row.path}`));
      expect(kinds).toContain(true);
      expect(kinds).toContain(false);
      expect(kinds).toEqual([...kinds].sort((a, b) => Number(a) - Number(b)));
      expect(browser.problems).toEqual([]);
    });
    it('shows the typed HTML as text', async () => {
      const page = shared;
      // Filled at once: the test is about how the query is shown, and typing its 90 characters one by one takes seconds.
      await searchBox(page).fill('');
      await expect(page.locator('[role="listbox"]').count()).resolves.toBe(0);
      await searchBox(page).fill(HTML_QUERY);
      const listbox = page.locator('[role="listbox"]');
      await listbox
        .getByText('No results', {exact: true})
        .or(suggestions(page).first())
        .waitFor({timeout: INDEX_TIMEOUT});
      await expect(listbox.locator('img, script').count()).resolves.toBe(0);
      await expect(searchBox(page).inputValue()).resolves.toBe(HTML_QUERY);
      await expect(page.locator('img[src="x"]').count()).resolves.toBe(0);
      await expect(page.evaluate(() => (window as {__injected?: number}).__injected)).resolves.toBeUndefined();
      expect(browser.problems).toEqual([]);
    });
  });
});

describe('search page', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterEach(() => closePages(browser));
  afterAll(() => browser.close());

  it('lists every match of ?q= with its breadcrumb and snippet', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/search?q=checkpoints');
    const links = await resultLinks(page);
    await expect(page.locator('h1').textContent()).resolves.toBe('Search results for "checkpoints"');
    const count = await foundCount(page);
    // Every matching page is counted, release notes included; they are shown twenty at a time.
    expect(count).toBeGreaterThan(40);
    expect(links).toHaveLength(20);
    expect(links[0]).toBe('/features/checkpoints');
    await page.getByRole('button', {name: 'Show more results'}).click();
    await expect.poll(async () => (await resultLinks(page)).length, {timeout: INDEX_TIMEOUT}).toBe(40);
    await expect(page.locator('[class*="searchResultItemPath"]').first().textContent()).resolves.toMatch(/\S/);
    await expect(page.locator('[class*="searchResultItemSummary"] mark').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('input[name="q"]').inputValue()).resolves.toBe('checkpoints');
    expect(browser.problems).toEqual([]);
  });

  it('searches what was typed before the page hydrated', async () => {
    const page = await browser.newPage();
    const release = await holdMainScript(page);
    await page.goto(baseUrl() + '/search', {waitUntil: 'domcontentloaded'});
    await page.locator('input[name="q"]').pressSequentially('checkpoints', {delay: 20});
    release();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const links = await resultLinks(page);
    expect(links[0]).toBe('/features/checkpoints');
    await expect(page.locator('input[name="q"]').inputValue()).resolves.toBe('checkpoints');
    await page.waitForURL((url) => url.searchParams.get('q') === 'checkpoints');
    expect(browser.problems).toEqual([]);
  });

  it('has one main landmark, a description and a named section picker', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/search');
    await expect(page.locator('main').count()).resolves.toBe(1);
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toMatch(/^Search the Roo/);
    await expect(page.getByRole('combobox', {name: 'Section to search'}).count()).resolves.toBe(1);
    expect(browser.problems).toEqual([]);
  });

  it('answers at /search/ too', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/search/?q=ollama');
    const links = await resultLinks(page);
    expect(links[0]).toBe('/providers/ollama');
    expect(browser.problems).toEqual([]);
  });

  it('narrows the results to the chosen section', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/search?q=mode');
    const everywhere = await resultLinks(page);
    expect(everywhere.some((path) => !path.startsWith('/features'))).toBe(true);
    const everywhereCount = await foundCount(page);
    await page.selectOption('#context-selector', 'features');
    await page.waitForURL((url) => url.searchParams.get('ctx') === 'features');
    await expect
      .poll(async () => (await resultLinks(page)).every((path) => path.startsWith('/features')), {
        timeout: INDEX_TIMEOUT,
      })
      .toBe(true);
    expect(await foundCount(page)).toBeLessThan(everywhereCount);
    expect(browser.problems).toEqual([]);
  });

  it('reads the section from ?ctx=', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/search?q=api%20key&ctx=providers');
    const links = await resultLinks(page);
    for (const path of links) expect(path).toMatch(/^\/providers\//);
    await expect(page.locator('#context-selector').inputValue()).resolves.toBe('providers');
    expect(browser.problems).toEqual([]);
  });

  it('lists release notes after every other page', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/search?q=gemini');
    await resultLinks(page);
    const more = page.getByRole('button', {name: 'Show more results'});
    // Enough batches to pass from the guides to the release notes.
    for (let batch = 0; batch < 3 && (await more.count()) > 0; batch += 1) {
      const before = (await resultLinks(page)).length;
      await more.click();
      await expect.poll(async () => (await resultLinks(page)).length, {timeout: INDEX_TIMEOUT}).toBeGreaterThan(before);
    }
    const links = await resultLinks(page);
    const firstNote = links.findIndex(isReleaseNote);
    expect(firstNote).toBeGreaterThan(0);
    expect(links.slice(firstNote).every(isReleaseNote)).toBe(true);
    expect(browser.problems).toEqual([]);
  });

  it('says "No results" when nothing matches', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + `/search?q=${NONSENSE}`);
    await page.getByText('No results', {exact: true}).waitFor({timeout: INDEX_TIMEOUT});
    await expect(page.locator('article').count()).resolves.toBe(0);
    expect(browser.problems).toEqual([]);
  });

  it('shows a query full of HTML and script as text', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + `/search?q=${encodeURIComponent(HTML_QUERY)}`);
    await page.locator('h1', {hasText: 'Search results for'}).waitFor();
    await expect(page.locator('h1').textContent()).resolves.toBe(`Search results for "${HTML_QUERY}"`);
    await page.getByText(/^(\d+ documents? found|No results)$/).waitFor({timeout: INDEX_TIMEOUT});
    await expect(page.locator('input[name="q"]').inputValue()).resolves.toBe(HTML_QUERY);
    await expect(page.locator('img[src="x"]').count()).resolves.toBe(0);
    await expect(page.evaluate(() => (window as {__injected?: number}).__injected)).resolves.toBeUndefined();
    expect(browser.problems).toEqual([]);
  });

  it('survives a malformed query string', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/search?q=%E0%A4%A&ctx=%ZZ');
    await page.locator('h1', {hasText: 'Search results for'}).waitFor();
    await expect(page.locator('#context-selector').inputValue()).resolves.toBe('');
    await page.getByText(/^(\d+ documents? found|No results)$/).waitFor({timeout: INDEX_TIMEOUT});
    await expect(page.getByText('This page crashed').count()).resolves.toBe(0);
    expect(browser.problems).toEqual([]);
  });

  it('says "No results" rather than failing', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/search?q=checkpoints&version=nope/');
    await page.getByText('No results', {exact: true}).waitFor({timeout: INDEX_TIMEOUT});
    expect(browser.problems).toEqual([]);
  });

  it('reads an empty version as the current docs', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl() + '/search?q=checkpoints&version=');
    await expect(resultLinks(page)).resolves.toContain('/features/checkpoints');
    expect(browser.problems).toEqual([]);
  });
});

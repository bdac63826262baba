// Reading comfort at every width: no word split inside its letters in a table or heading, nothing wider than the
// screen outside a scroll container, no navbar control on top of another, and no text that is transparent or too
// faint, over every doc page and a sample of release notes, at laptop, small-laptop, tablet-ish and phone widths.
import type {Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {DOC_ROUTES, updateNoteRoutes} from './routes';
import {baseUrl, openBrowser, type BrowserSession} from './browser';
import {probeLayout, type LayoutProblems} from './layout-probe';

type Mode = 'dark' | 'light';
type Pass = {width: number; mode: Mode};

// Each route is loaded once and then resized: the layout after a resize is the one a reader who loads the page at
// that width gets, since Docusaurus switches between its desktop and phone layouts on the resize event.
const PASSES: Pass[] = [
  {width: 1440, mode: 'dark'},
  {width: 1280, mode: 'dark'},
  {width: 1024, mode: 'dark'},
  {width: 390, mode: 'dark'},
  {width: 390, mode: 'light'},
  {width: 1280, mode: 'light'},
];

/** Takes `count` routes spread evenly over `routes`, so the sample reaches from the oldest to the newest. */
function spread(routes: string[], count: number): string[] {
  const step = routes.length / count;
  return Array.from({length: count}, (_, index) => routes[Math.floor(index * step)]);
}

// Release notes share one template: the index, two series pages and the newest and seven spread versions.
const versions = updateNoteRoutes.filter((route) => /^\/update-notes\/v\d+\.\d+\.\d+$/.test(route));
const series = updateNoteRoutes.filter((route) => /^\/update-notes\/v\d+\.\d+$/.test(route));
const NOTE_SAMPLE = [
  '/update-notes',
  ...spread(series, 2),
  '/update-notes/v3.28.10',
  ...spread(
    versions.filter((route) => route !== '/update-notes/v3.28.10'),
    7,
  ),
];
const ROUTES = [...DOC_ROUTES, ...NOTE_SAMPLE];

const KINDS = ['brokenWords', 'overflowing', 'overlappingControls', 'lowContrast'] as const;
type Kind = (typeof KINDS)[number];

const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

async function setMode(page: Page, mode: Mode) {
  // The attribute is what the stylesheets read; setting it directly keeps the stored choice out of the next load.
  await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
}

describe('layout at every width', () => {
  let browser: BrowserSession;
  let page: Page;
  /** Problems per pass ("1280 dark") and kind: one line each, with its route. */
  const found = new Map<string, Record<Kind, string[]>>();
  const passName = ({width, mode}: Pass) => `${width} ${mode}`;

  beforeAll(async () => {
    // Reduced motion stops the colour transitions, so text is measured in its final colour right after a switch.
    browser = await openBrowser({viewport: {width: 1440, height: 900}, reducedMotion: 'reduce'});
    page = await browser.newPage();
    for (const pass of PASSES) {
      found.set(passName(pass), {brokenWords: [], overflowing: [], overlappingControls: [], lowContrast: []});
    }
    for (const route of ROUTES) {
      await page.setViewportSize({width: PASSES[0].width, height: 900});
      await page.goto(baseUrl() + route);
      // Colour transitions would leave text half-way between the modes when it is measured right after a switch.
      await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
      for (const pass of PASSES) {
        await page.setViewportSize({width: pass.width, height: pass.width < 600 ? 844 : 900});
        await setMode(page, pass.mode);
        await settle(page);
        const problems: LayoutProblems = await page.evaluate(probeLayout);
        const record = found.get(passName(pass))!;
        for (const kind of KINDS) record[kind].push(...problems[kind].map((line) => `${route}: ${line}`));
      }
      await setMode(page, 'dark');
    }
    // The figures this sweep reports, per pass and kind, for the README and for comparing runs.
    const summary = [...found].map(
      ([name, record]) =>
        `${name}: ${KINDS.map((kind) => `${kind} ${record[kind].length} (${new Set(record[kind].map((line) => line.split(':')[0])).size} pages)`).join(', ')}`,
    );
    console.log(`layout sweep over ${ROUTES.length} routes\n${summary.join('\n')}`);
  }, 600_000);
  afterAll(() => browser.close());

  it('covers every doc route and a spread of release notes', () => {
    expect(ROUTES.length).toBe(DOC_ROUTES.length + 11);
    expect(new Set(NOTE_SAMPLE).size).toBe(11);
    expect(NOTE_SAMPLE.every((route) => updateNoteRoutes.includes(route))).toBe(true);
  });

  describe.each(PASSES)('at $width px in $mode mode', (pass) => {
    const list = (kind: Kind) => found.get(passName(pass))![kind];
    const show = (lines: string[]) => `${lines.length} found:\n${lines.slice(0, 40).join('\n')}`;

    it('breaks no word inside its letters in a table or heading', () => {
      expect(list('brokenWords'), show(list('brokenWords'))).toEqual([]);
    });
    it('keeps every element inside the screen or inside a scroll container', () => {
      expect(list('overflowing'), show(list('overflowing'))).toEqual([]);
    });
    it('draws no navbar control over another', () => {
      expect(list('overlappingControls'), show(list('overlappingControls'))).toEqual([]);
    });
    it('shows no transparent or faint text', () => {
      expect(list('lowContrast'), show(list('lowContrast'))).toEqual([]);
    });
  });

  // The navbar is the same on every page: the other phone and tablet widths it must fit are checked on a few.
  it.each([320, 360, 414, 768])('fits the navbar and the page at %i px in both modes', async (width) => {
    const lines: string[] = [];
    await page.setViewportSize({width, height: 800});
    for (const route of ['/', '/providers/anthropic', '/update-notes/v3.28.10']) {
      await page.goto(baseUrl() + route);
      await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
      for (const mode of ['dark', 'light'] as const) {
        await setMode(page, mode);
        await settle(page);
        const problems: LayoutProblems = await page.evaluate(probeLayout);
        for (const kind of KINDS) lines.push(...problems[kind].map((line) => `${route} ${mode} ${kind}: ${line}`));
      }
    }
    expect(lines, lines.join('\n')).toEqual([]);
  });

  it('loaded every page without errors', () => {
    expect(browser.problems).toEqual([]);
  });
});

describe('the phone menu without JavaScript', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({viewport: {width: 390, height: 844}, javaScriptEnabled: false});
  });
  afterAll(() => browser.close());

  it('opens the sections from a Menu disclosure, and hides the menu button that needs scripts', async () => {
    const page = await browser.newPage();
    // Nothing hydrates without scripts: the load event is all there is to wait for.
    await page.goto(baseUrl() + '/providers/anthropic', {waitUntil: 'load'});
    await expect(page.locator('.navbar__toggle').isVisible()).resolves.toBe(false);
    const sections = page.getByRole('navigation', {name: 'Sections'}).getByRole('link');
    await expect(sections.first().isVisible()).resolves.toBe(false);
    await page.locator('summary', {hasText: 'Menu'}).click();
    await expect(sections.first().isVisible()).resolves.toBe(true);
    await expect(sections.first().getAttribute('href')).resolves.toBe('/getting-started/installing');
    expect(await sections.count()).toBeGreaterThan(5);
  });
});

// One load of every doc page, the search page and a sample of release notes, checked as a reader meets it: no console
// or page error, one h1, axe's WCAG A/AA and best-practice rules, and the layout at laptop, small-laptop, tablet-ish
// and phone widths in both colour modes (no word split inside its letters in a table or heading, nothing wider than
// the screen outside a scroll container, no navbar control on top of another, no transparent or faint text, no link
// marked by a faint colour alone, no cards of one row out of line, and on a phone no screenshot wider than the text
// column).
import path from 'node:path';
import type {Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it, type ExpectStatic} from 'vitest';
import {DOC_ROUTES, SEARCH_ROUTE, updateNoteRoutes} from './routes';
import {baseUrl, openBrowser, type BrowserSession} from './browser';
import {AXE_TAGS, axeViolations, CHROME, COLOUR_RULES, DRAWN_RULES, injectAxe, MARKUP_RULES} from './axe';
import {contentKinds, UNJUDGED} from './content-kinds';
import {probeLayout, type LayoutProblems} from './layout-probe';
import {probeFigures} from './figure-probe';
import {routeOf, screenshotUses} from '../build-lib/screenshots/uses';
import {
  CHROME_ROUTES,
  folderOf,
  isSeries,
  NAVBAR_ROUTES,
  NAVBAR_WIDTHS,
  NEWEST,
  NOTE_SAMPLE,
  OLDEST,
  SPREAD_SIZE,
  SWEEP_ROUTES,
} from './sweep-routes';

type Mode = 'dark' | 'light';
/** A width and colour mode the page is measured at, and which axe rules run there. */
type Pass = {width: number; mode: Mode; axe?: boolean};

// Each route is loaded once, in the default dark mode, then resized and switched: the layout after a resize is the one
// a reader who loads the page at that width gets, since Docusaurus switches between its desktop and phone layouts on
// the resize event, and the colours come from stylesheets keyed on `data-theme` (code is highlighted at build time).
// Axe runs once, at 1280 px in dark mode. What depends on the colour mode (text contrast, links told apart from the
// text around them) the layout probe measures in every pass, so in light mode too; a second axe run for the light
// colours cost a quarter of the sweep's page time (bench/sweep-phases).
// Axe's drawn rules (contrast, links in text, target sizes: three quarters of an axe run) judge an element by what its
// styles paint, and those come from its kind (its tag, classes and inline style, and its parent's: content-kinds.ts).
// They run on the whole of every chrome route; elsewhere on the elements of each kind of content element no route has
// shown them before (and what those elements hold), and axe runs its markup rules on the whole page. The probe still
// measures every text's contrast and every link in text on every route.
// No pass is wider than 1280: from 997 px up the layout is the same desktop one (the site's and Infima's rules that
// start above it only widen the container at 1440 and show the table of contents beside wide tables at 1600), and
// more room splits no word and pushes nothing past the edge that fits at 1280.
const PASSES: Pass[] = [
  {width: 1280, mode: 'dark', axe: true},
  {width: 1024, mode: 'dark'},
  {width: 390, mode: 'dark'},
  {width: 390, mode: 'light'},
  {width: 1280, mode: 'light'},
];
const NAVBAR_PASSES: Pass[] = NAVBAR_WIDTHS.flatMap((width) => [
  {width, mode: 'dark' as const},
  {width, mode: 'light' as const},
]);

// The pages with screenshots, which the phone passes also check for screenshots that leave the text column.
const FIGURE_ROUTES = new Set(screenshotUses(path.join(__dirname, '../docs')).map((use) => routeOf(use.file)));

const KINDS = [
  'brokenWords',
  'overflowing',
  'overlappingControls',
  'lowContrast',
  'indistinctLinks',
  'unevenItems',
] as const;
type Kind = (typeof KINDS)[number];

const TOGGLE = 'button[aria-label^="Switch between dark and light mode"]';

const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

async function setMode(page: Page, mode: Mode) {
  // The attribute is what the stylesheets read; setting it directly keeps the stored choice out of the next load.
  await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
}

const passName = ({width, mode}: Pass) => `${width} ${mode}`;

// Two routes are checked at a time, each in its own browser context: a page's layout and axe run on one core, and the
// machine has two. Not two tabs of one context: Chromium puts same-site tabs in one renderer process, on one core;
// separate contexts never share one.
const BROWSERS = 2;
type Tab = {browser: BrowserSession; page: Page};

describe('every page once: errors, h1, axe and layout', () => {
  const tabs: Tab[] = [];
  /** The tabs not checking a route now, and the tests waiting for one. */
  const idle: Tab[] = [];
  const waiting: ((tab: Tab) => void)[] = [];
  const borrow = () => idle.pop() ?? new Promise<Tab>((resolve) => waiting.push(resolve));
  const giveBack = (tab: Tab) => (waiting.length > 0 ? waiting.shift()!(tab) : idle.push(tab));
  /** Every browser problem some route's test has reported. */
  const reported = new Set<string>();
  /** Layout problems per pass ("1280 dark") and kind, each line with its route, for the summary. */
  const found = new Map<string, Record<Kind, string[]>>();
  const swept = new Set<string>();
  /** Kinds of content element met on the swept routes, those axe's drawn rules have judged, and on which routes. */
  const metKinds = new Set<string>();
  const drawnKinds = new Set<string>();
  const drawnRoutes = new Set<string>();

  beforeAll(async () => {
    // Reduced motion stops the colour transitions, so text is measured in its final colour right after a switch.
    for (let i = 0; i < BROWSERS; i++) {
      const browser = await openBrowser({viewport: {width: PASSES[0].width, height: 900}, reducedMotion: 'reduce'});
      tabs.push({browser, page: await browser.newPage()});
    }
    idle.push(...tabs);
  });
  afterAll(async () => {
    // The figures of the layout checks, per pass and kind, for the README and for comparing runs.
    const summary = [...found].map(
      ([name, record]) =>
        `${name}: ${KINDS.map((kind) => `${kind} ${record[kind].length} (${new Set(record[kind].map((line) => line.split(':')[0])).size} pages)`).join(', ')}`,
    );
    console.log(
      `layout sweep over ${swept.size} routes; axe's drawn rules on ${drawnRoutes.size} of them, ` +
        `covering ${drawnKinds.size} kinds of content element: ${[...drawnRoutes].join(' ')}\n${summary.join('\n')}`,
    );
    // Every kind of content element met anywhere was on a route where the drawn rules ran.
    expect([...metKinds].filter((kind) => !drawnKinds.has(kind))).toEqual([]);
    // A console error that came after its route's test had ended is not lost: the sweep fails here.
    const unreported = tabs.flatMap(({browser}) => browser.problems.filter((problem) => !reported.has(problem)));
    for (const {browser} of tabs) await browser.close();
    expect(unreported).toEqual([]);
  });

  it('covers every doc route, the search page and a spread of release notes', () => {
    expect(SWEEP_ROUTES).toHaveLength(new Set(SWEEP_ROUTES).size);
    expect(SWEEP_ROUTES).toEqual(expect.arrayContaining([...DOC_ROUTES, SEARCH_ROUTE]));
    expect(NOTE_SAMPLE.every((route) => updateNoteRoutes.includes(route))).toBe(true);
    expect(NOTE_SAMPLE).toEqual(expect.arrayContaining(['/update-notes', ...updateNoteRoutes.filter(isSeries)]));
    expect(NOTE_SAMPLE).toEqual(
      expect.arrayContaining([OLDEST, NEWEST, '/update-notes/v2.1.2', '/update-notes/v3.28.10']),
    );
    expect(NOTE_SAMPLE.length).toBeGreaterThanOrEqual(1 + updateNoteRoutes.filter(isSeries).length + SPREAD_SIZE);
    expect(NAVBAR_ROUTES.every((route) => SWEEP_ROUTES.includes(route))).toBe(true);
  });

  it('checks the chrome with axe on a page of every docs folder, the notes and the search page', () => {
    expect(CHROME_ROUTES.every((route) => SWEEP_ROUTES.includes(route))).toBe(true);
    expect(CHROME_ROUTES).toEqual(expect.arrayContaining([...NAVBAR_ROUTES, SEARCH_ROUTE, '/update-notes', OLDEST]));
    const folders = new Set(DOC_ROUTES.map(folderOf));
    const checked = new Set(CHROME_ROUTES.map(folderOf));
    expect([...folders].filter((folder) => !checked.has(folder))).toEqual([]);
  });

  it('checks the screenshots of every page that has some, at phone width in both modes', () => {
    expect(FIGURE_ROUTES.size).toBeGreaterThan(10);
    expect([...FIGURE_ROUTES].filter((route) => !SWEEP_ROUTES.includes(route))).toEqual([]);
    expect(PASSES.filter((pass) => pass.width < 600).map((pass) => pass.mode)).toEqual(['dark', 'light']);
  });

  it('checks contrast and links in text in both modes', () => {
    expect(COLOUR_RULES).toEqual(expect.arrayContaining(['color-contrast', 'link-in-text-block']));
    expect(DRAWN_RULES).toEqual([...COLOUR_RULES, 'target-size']);
    expect(new Set(PASSES.map((pass) => pass.mode))).toEqual(new Set(['dark', 'light']));
  });

  it('splits the rules axe runs by tags into the drawn and the markup ones, none lost', async () => {
    const tab = await borrow();
    try {
      await tab.page.setContent('<!doctype html><html lang="en"><title>t</title><main><h1>t</h1></main></html>');
      await injectAxe(tab.page);
      const ran = await tab.page.evaluate(
        (tags) =>
          (window as unknown as {axe: typeof import('axe-core')}).axe
            .run(document, {runOnly: {type: 'tag', values: tags}})
            .then((results) =>
              [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map(
                (result) => result.id,
              ),
            ),
        AXE_TAGS,
      );
      expect(new Set([...MARKUP_RULES, ...DRAWN_RULES])).toEqual(new Set(ran));
      expect(MARKUP_RULES.filter((id) => DRAWN_RULES.includes(id))).toEqual([]);
    } finally {
      giveBack(tab);
    }
  });

  // The time limit: a long page's two axe runs and dozen probes take a minute or more on a busy two-core machine.
  // Concurrent tests report through their own `expect`, so each failure lands on its route.
  // The chrome routes first: axe runs every rule there anyway, so the kinds they hold are judged before other routes.
  const ORDER = [...CHROME_ROUTES, ...SWEEP_ROUTES.filter((route) => !CHROME_ROUTES.includes(route))];
  it.for(ORDER)('%s', {concurrent: true, timeout: 300_000}, async (route, {expect}) => {
    const tab = await borrow();
    try {
      await sweep(route, tab, expect);
    } finally {
      giveBack(tab);
    }
  });

  async function sweep(route: string, {browser, page}: Tab, expect: ExpectStatic) {
    const seen = browser.problems.length;
    const lines: string[] = [];
    await page.setViewportSize({width: PASSES[0].width, height: 900});
    await page.goto(baseUrl() + route);
    // The colour toggle is disabled until React hydrates; the checks must see the page a reader uses.
    await page.locator(`${TOGGLE}:not([disabled])`).first().waitFor({state: 'attached'});
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    const h1s = await page.locator('h1').count();
    if (h1s !== 1) lines.push(`${h1s} h1 elements instead of one`);
    // What axe leaves out as chrome elsewhere must never hold the page's own content.
    const inChrome = await page.evaluate(
      (chrome) => Array.from(document.querySelectorAll('main, h1')).filter((element) => element.closest(chrome)).length,
      CHROME.join(', '),
    );
    if (inChrome) lines.push(`the main content or h1 lies inside an element the sweep treats as chrome`);
    await injectAxe(page);
    const kinds = await page.evaluate(contentKinds, {judged: [...drawnKinds], mark: UNJUDGED});
    kinds.forEach((kind) => metKinds.add(kind));
    const chrome = CHROME_ROUTES.includes(route);
    const unjudged = kinds.some((kind) => !drawnKinds.has(kind));
    if (chrome || unjudged) {
      kinds.forEach((kind) => drawnKinds.add(kind));
      drawnRoutes.add(route);
    }
    // Colour transitions would leave text half-way between the modes when it is measured right after a switch.
    await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
    for (const pass of NAVBAR_ROUTES.includes(route) ? [...PASSES, ...NAVBAR_PASSES] : PASSES) {
      const at = passName(pass);
      await page.setViewportSize({width: pass.width, height: pass.width < 600 ? 844 : 900});
      await setMode(page, pass.mode);
      await settle(page);
      const problems: LayoutProblems = await page.evaluate(probeLayout);
      if (!found.has(at))
        found.set(at, Object.fromEntries(KINDS.map((kind) => [kind, [] as string[]])) as Record<Kind, string[]>);
      for (const kind of KINDS) {
        found.get(at)![kind].push(...problems[kind].map((line) => `${route}: ${line}`));
        lines.push(...problems[kind].map((line) => `${at} ${kind}: ${line}`));
      }
      if (pass.width < 600 && FIGURE_ROUTES.has(route)) {
        const figures = await page.evaluate(probeFigures);
        if (figures.figures === 0) lines.push(`${at}: no screenshot on a page whose source has some`);
        lines.push(...figures.problems.map((line) => `${at} screenshot: ${line}`));
      }
      if (pass.axe) {
        const violations = await axeViolations(page, chrome ? 'all' : 'markup', {chrome});
        // Elsewhere the drawn rules judge only the elements of kinds no route has shown them (marked above).
        if (!chrome && unjudged)
          violations.push(...(await axeViolations(page, 'drawn', {chrome, within: `[${UNJUDGED}]`})));
        lines.push(...violations.map((line) => `${at} axe ${line}`));
      }
    }
    swept.add(route);
    const mine = browser.problems.slice(seen);
    mine.forEach((problem) => reported.add(problem));
    lines.push(...mine);
    const shown = lines.slice(0, 60).concat(lines.length > 60 ? [`… and ${lines.length - 60} more`] : []);
    expect(lines, `${route}: ${lines.length} problems\n${shown.join('\n')}`).toEqual([]);
  }
});

// axe-core on every doc page, the search page and a fixed sample of release notes, in both colour modes.
import AxeBuilder from '@axe-core/playwright';
import type {Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {DOC_ROUTES, SEARCH_ROUTE, updateNoteRoutes} from './routes';
import {baseUrl, openBrowser, type BrowserSession} from './browser';

// Every WCAG 2.0–2.2 A and AA rule, plus axe's best practices (headings, landmarks, regions), which the site passes.
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

const isSeries = (route: string) => /^\/update-notes\/v\d+\.\d+$/.test(route);
const isVersion = (route: string) => /^\/update-notes\/v\d+\.\d+\.\d+$/.test(route);

/** Takes `count` routes spread evenly over `routes`, so the sample reaches from the oldest to the newest. */
function spread(routes: string[], count: number): string[] {
  const step = routes.length / count;
  return Array.from({length: count}, (_, index) => routes[Math.floor(index * step)]);
}

// All release notes would be ~300 pages × 2 modes, and they share one template: the index, 5 series and 10
// versions (with the newest release and the oldest note kept in by name) cover every kind of note.
const PINNED_VERSIONS = ['/update-notes/v3.28.10', '/update-notes/v2.1.2'];
const versions = updateNoteRoutes.filter(isVersion);
const NOTE_SAMPLE = [
  '/update-notes',
  ...spread(updateNoteRoutes.filter(isSeries), 5),
  ...PINNED_VERSIONS,
  ...spread(
    versions.filter((route) => !PINNED_VERSIONS.includes(route)),
    8,
  ),
];

const ROUTES = [...DOC_ROUTES, SEARCH_ROUTE, ...NOTE_SAMPLE];

type Mode = 'dark' | 'light';

/** One line per failing node: the rule, its impact, the element and axe's explanation. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    )
    .join('\n');
}

async function openInMode(browser: BrowserSession, mode: Mode): Promise<Page> {
  const page = await browser.newPage();
  // Docusaurus reads the stored choice before the first paint, so this picks the mode without clicking the toggle.
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  return page;
}

describe('accessibility (axe)', () => {
  // One browser per mode: tabs of one browser share local storage, where Docusaurus keeps the chosen mode.
  const browsers = {} as Record<Mode, BrowserSession>;
  const pages = {} as Record<Mode, Page>;

  beforeAll(async () => {
    for (const mode of ['dark', 'light'] as const) {
      browsers[mode] = await openBrowser();
      pages[mode] = await openInMode(browsers[mode], mode);
    }
  });
  afterAll(() => Promise.all(Object.values(browsers).map((browser) => browser.close())));

  it('samples the release notes it promises', () => {
    expect(NOTE_SAMPLE).toHaveLength(16);
    expect(new Set(NOTE_SAMPLE).size).toBe(16);
    expect(NOTE_SAMPLE.filter(isSeries)).toHaveLength(5);
    expect(NOTE_SAMPLE.filter(isVersion)).toHaveLength(10);
    expect(NOTE_SAMPLE.every((route) => updateNoteRoutes.includes(route))).toBe(true);
  });

  async function violationsIn(mode: Mode, route: string) {
    const page = pages[mode];
    await page.goto(baseUrl() + route, {waitUntil: 'load'});
    // The colour toggle is disabled until React hydrates; axe must see the page a reader uses.
    await page
      .locator('button[aria-label^="Switch between dark and light mode"]:not([disabled])')
      .first()
      .waitFor({state: 'attached', timeout: 10_000});
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe(mode);
    const {violations} = await new AxeBuilder({page}).withTags(AXE_TAGS).analyze();
    return violations;
  }

  // Both modes of a route at once, each in its own browser: the sweep takes about half as long on two cores.
  it.each(ROUTES)('%s has no axe violations in dark or light mode', async (route) => {
    const [dark, light] = await Promise.all([violationsIn('dark', route), violationsIn('light', route)]);
    expect(dark.length, `axe violations on ${route} in dark mode:\n${describeViolations(dark)}`).toBe(0);
    expect(light.length, `axe violations on ${route} in light mode:\n${describeViolations(light)}`).toBe(0);
    expect([...browsers.dark.problems, ...browsers.light.problems]).toEqual([]);
  });
});

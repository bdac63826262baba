// Where the browser sweep's time goes, per phase, on a sample of routes: the renderer's main-thread task time
// (Chrome's TaskDuration metric) spent loading and hydrating, in each axe run and in each layout probe. Prints one
// line per phase with its share, so a change to the sweep can be weighed before it is made.
// Usage: npm run build, then `npx tsx bench/sweep-phases/run.mts [routes-per-folder] [--rules]` from the repository
// root.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS} from '@roo-code-docs/chromium';
import {chromium, type Page} from 'playwright-core';
import {startStaticServer} from '../../site/scripts/static-server.mjs';
import axe from 'axe-core';
import {AXE_TAGS, axeViolations, injectAxe} from '../../site/e2e/axe';
import {probeFigures} from '../../site/e2e/figure-probe';
import {probeLayout} from '../../site/e2e/layout-probe';
import {DOC_ROUTES} from '../../site/e2e/routes';
import {folderOf} from '../../site/e2e/sweep-routes';

const perFolder = Number(process.argv[2] ?? 2);
// `--rules`: also time each axe rule on its own (about 90 runs per route: use a small sample).
const perRule = process.argv.includes('--rules');
const ruleTotals = new Map<string, number>();
const sample = DOC_ROUTES.filter(
  (route, index) =>
    DOC_ROUTES.filter((other, before) => before < index && folderOf(other) === folderOf(route)).length < perFolder,
);

const server = await startStaticServer({root: path.resolve(import.meta.dirname, '../../site/build')});
const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweep-phases-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...PLAYWRIGHT_CHROMIUM_FLAGS],
  viewport: {width: 1280, height: 900},
  reducedMotion: 'reduce',
});
await context.route(
  (url) => !url.host.startsWith('127.0.0.1'),
  (route) => route.abort(),
);
const page = await context.newPage();
// tsx keeps function names through a helper the page does not have; the probe is handed over as source.
await page.addInitScript('globalThis.__name = (target) => target;');
const cdp = await context.newCDPSession(page);
await cdp.send('Performance.enable');
const taskSeconds = async () => {
  const {metrics} = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'TaskDuration')!.value;
};

const totals = new Map<string, number>();
async function timed<T>(phase: string, work: () => Promise<T>): Promise<T> {
  const before = await taskSeconds();
  const result = await work();
  totals.set(phase, (totals.get(phase) ?? 0) + (await taskSeconds()) - before);
  return result;
}
const setMode = (target: Page, mode: string) =>
  target.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);

const started = Date.now();
for (const route of sample) {
  // A new document resets the metric's counters, so the load is measured from a fresh page's zero.
  const beforeLoad = await taskSeconds().catch(() => 0);
  await page.goto(server.url + route);
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  const afterLoad = await taskSeconds();
  totals.set(
    'load and hydrate',
    (totals.get('load and hydrate') ?? 0) + Math.max(0, afterLoad - (afterLoad < beforeLoad ? 0 : beforeLoad)),
  );
  await timed('inject axe', () => injectAxe(page));
  for (const [width, mode] of [
    [1280, 'dark'],
    [1024, 'dark'],
    [390, 'dark'],
    [390, 'light'],
    [1280, 'light'],
  ] as const) {
    await page.setViewportSize({width, height: width < 600 ? 844 : 900});
    await setMode(page, mode);
    await timed('layout probe (5 passes)', () => page.evaluate(probeLayout));
    if (width === 1280 && mode === 'dark')
      await timed('axe, all rules, dark', () => axeViolations(page, 'all', {chrome: false}));
    if (perRule && width === 1280 && mode === 'dark') {
      for (const rule of axe.getRules(AXE_TAGS).map(({ruleId}) => ruleId)) {
        const before = await taskSeconds();
        await page.evaluate(
          (id) =>
            (window as unknown as {axe: typeof axe}).axe.run(document, {runOnly: [id], resultTypes: ['violations']}),
          rule,
        );
        ruleTotals.set(rule, (ruleTotals.get(rule) ?? 0) + (await taskSeconds()) - before);
      }
    }
    if (width < 600) await timed('screenshot probe (phone)', () => page.evaluate(probeFigures));
  }
}
const sum = [...totals.values()].reduce((a, b) => a + b, 0);
console.log(
  `${sample.length} routes, ${((Date.now() - started) / 1000).toFixed(0)} s wall; renderer main-thread task time:`,
);
for (const [phase, seconds] of totals)
  console.log(
    `  ${phase.padEnd(28)} ${seconds.toFixed(1).padStart(6)} s  ${((100 * seconds) / sum).toFixed(0).padStart(3)} %`,
  );
if (perRule) {
  const ranked = [...ruleTotals].sort((a, b) => b[1] - a[1]);
  const all = ranked.reduce((total, [, seconds]) => total + seconds, 0);
  console.log(`axe rules run one at a time (${all.toFixed(1)} s in all), the ten costliest:`);
  for (const [rule, seconds] of ranked.slice(0, 10))
    console.log(
      `  ${rule.padEnd(28)} ${seconds.toFixed(1).padStart(6)} s  ${((100 * seconds) / all).toFixed(0).padStart(3)} %`,
    );
}
await context.close();
await server.close();
fs.rmSync(userDataDir, {recursive: true, force: true});

// Lighthouse benchmark (started by run.mjs, which installs its dependencies): Lighthouse drives Debian's Chromium
// over the served, compressed production build, with the mobile (default) and desktop presets, RUNS times per page,
// each run in a fresh Chromium with a fresh profile. Prints the median of each figure beside its budget; writes
// bench/results/lighthouse.json. It builds nothing: run `npm run build` first.
// Options: --runs N (default 3), --preset mobile|desktop (default both), --page /path (repeatable),
// --reduced-motion (diagnosis only: emulates prefers-reduced-motion, which stops the animated background; results go
// to bench/results/lighthouse-reduced-motion.json and are not the budget figures), --host-slowdown R (diagnosis: the
// page's renderer runs R times slower, as on a slower host, before Lighthouse simulates its phone; results go to
// lighthouse-host-R.json), --cpu-slowdown N (mobile only; Lantern's multiplier N instead of 4: a stress figure only,
// since Lantern leaves out tasks under 10 ms as observed, which a slower host would not have; lighthouse-slowdown-N).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, {desktopConfig} from 'lighthouse';
import {throttling} from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import {CHROMIUM_FLAGS, CHROMIUM_PATH, answerMockedApis, requireBuild, serveBuild} from '../lib/browser.mjs';
import {SAMPLE, median, printTable, verdict, writeResults} from '../lib/report.mjs';

const {values: args} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    preset: {type: 'string', multiple: true},
    page: {type: 'string', multiple: true},
    'reduced-motion': {type: 'boolean', default: false},
    'cpu-slowdown': {type: 'string'},
    'host-slowdown': {type: 'string'},
  },
});
const RUNS = Number(args.runs);
const REDUCED_MOTION = args['reduced-motion'];
const CPU_SLOWDOWN = args['cpu-slowdown'] == null ? null : Number(args['cpu-slowdown']);
const HOST_SLOWDOWN = args['host-slowdown'] == null ? null : Number(args['host-slowdown']);
for (const [flag, value] of [
  ['--cpu-slowdown', CPU_SLOWDOWN],
  ['--host-slowdown', HOST_SLOWDOWN],
])
  if (value != null && !(value >= 1)) throw new Error(`${flag} wants a number of at least 1`);
const PRESETS = args.preset ?? ['mobile', 'desktop'];
const PAGES = args.page ? args.page.map((p) => SAMPLE.find((s) => s.path === p) ?? {name: p, path: p}) : SAMPLE;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const FIGURES = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls'];
FIGURES.push('fcpMs', 'speedIndexMs', 'bootupMs', 'mainThreadMs');
const BUDGET = {
  mobile: {performance: 95, accessibility: 100},
  desktop: {performance: 100, accessibility: 100},
};
// A run that has not finished by then is abandoned (nothing outside can hang it, but a stuck renderer could).
const RUN_TIMEOUT_MS = 180_000;

async function runOnce(url, preset) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, userDataDir});
  let browser;
  let timer;
  try {
    browser = await puppeteer.connect({browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null});
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    // The count APIs get their canned answers on a CDP session of our own, limited to their two URL patterns,
    // so Lighthouse's view of every other request is untouched.
    const cdp = await page.createCDPSession();
    await answerMockedApis({
      send: (method, params) => cdp.send(method, params),
      on: (event, handler) => cdp.on(event, handler),
    });
    if (REDUCED_MOTION) {
      await cdp.send('Emulation.setEmulatedMedia', {features: [{name: 'prefers-reduced-motion', value: 'reduce'}]});
    }
    // Lighthouse's simulated mode never sets CPU throttling and clears it only after the navigation, so this holds for
    // the whole observed load; Lighthouse's own benchmark index, measured in the page, shows the slower host.
    if (HOST_SLOWDOWN != null) await cdp.send('Emulation.setCPUThrottlingRate', {rate: HOST_SLOWDOWN});
    const flags = {logLevel: 'error', output: 'json', onlyCategories: CATEGORIES, port: chrome.port};
    if (CPU_SLOWDOWN != null && preset === 'mobile')
      flags.throttling = {...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN};
    const config = preset === 'desktop' ? desktopConfig : undefined;
    const result = await Promise.race([
      lighthouse(url, flags, config, page),
      new Promise(
        (_, reject) =>
          (timer = setTimeout(() => reject(new Error(`timed out after ${RUN_TIMEOUT_MS} ms`)), RUN_TIMEOUT_MS)),
      ),
    ]);
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    // For a closer look at one run: the trace Lighthouse simulated from, to open in DevTools' Performance panel.
    if (process.env.LH_TRACE_DIR && result.artifacts?.Trace) {
      const name = `${preset}${url.replace(/^https?:\/\/[^/]+/, '').replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}.trace.json`;
      fs.mkdirSync(process.env.LH_TRACE_DIR, {recursive: true});
      fs.writeFileSync(path.join(process.env.LH_TRACE_DIR, name), JSON.stringify(result.artifacts.Trace));
    }
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const failing = (category) =>
      lhr.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => ref.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcpMs: audit('first-contentful-paint'),
      speedIndexMs: audit('speed-index'),
      bootupMs: audit('bootup-time'),
      mainThreadMs: audit('mainthread-work-breakdown'),
      failingAudits: {
        accessibility: failing('accessibility'),
        bestPractices: failing('best-practices'),
        seo: failing('seo'),
      },
      // Which elements fail, so a failing accessibility or SEO audit can be fixed without rerunning Lighthouse.
      failingElements: Object.fromEntries(
        [...failing('accessibility'), ...failing('seo'), ...failing('best-practices')].map((id) => [
          id,
          (lhr.audits[id].details?.items ?? [])
            .slice(0, 5)
            .map((item) => item.node?.snippet ?? item.source?.url ?? item.url ?? null),
        ]),
      ),
      // Which element was the largest paint, and the phases of its delay: a slow LCP is fixed on that element.
      lcpElement: findNodeSnippet(lhr.audits['largest-contentful-paint-element']?.details),
      // Lighthouse simulates a slow phone from an unthrottled load; these are that load's own timings.
      observed: Object.fromEntries(
        Object.entries(lhr.audits.metrics?.details?.items?.[0] ?? {})
          .filter(([key]) => /^observed(FirstContentfulPaint|LargestContentfulPaint|DomContentLoaded|Load)$/.test(key))
          .map(([key, value]) => [key.replace(/^observed/, ''), Math.round(value)]),
      ),
      lcpPhases: (lhr.audits['largest-contentful-paint-element']?.details?.items ?? [])
        .flatMap((table) => table.items ?? [])
        .filter((item) => item.phase)
        .map((item) => `${item.phase} ${Math.round(item.timing)} ms`),
      bootup: (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 5).map((item) => ({
        url: item.url,
        totalMs: Math.round(item.total),
        scriptingMs: Math.round(item.scripting),
        parseMs: Math.round(item.scriptParseCompile),
      })),
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? [])
        .slice(0, 5)
        .map((t) => ({url: t.url, durationMs: Math.round(t.duration)})),
      warnings: lhr.runWarnings,
      // Lighthouse's own measure of how fast this host runs JavaScript: simulated throttling multiplies the host's
      // task times, so the same page scores lower on a slower host; figures from different days compare only with it.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    };
  } finally {
    clearTimeout(timer);
    await browser?.disconnect().catch(() => {});
    await chrome.kill();
    fs.rmSync(userDataDir, {recursive: true, force: true});
  }
}

/** The first DOM node snippet anywhere in an audit's details (tables may nest in a list). */
function findNodeSnippet(details) {
  if (!details || typeof details !== 'object') return null;
  if (details.type === 'node' && details.snippet) return details.snippet;
  for (const value of Object.values(details)) {
    const found = Array.isArray(value)
      ? value.map(findNodeSnippet).find(Boolean)
      : typeof value === 'object'
        ? findNodeSnippet(value)
        : null;
    if (found) return found;
  }
  return null;
}

requireBuild();
const server = await serveBuild();
const loadBefore = os.loadavg();
const results = [];
let failures = 0;
try {
  for (const preset of PRESETS) {
    for (const sample of PAGES) {
      const runs = [];
      const errors = [];
      for (let i = 0; i < RUNS; i += 1) {
        try {
          runs.push(await runOnce(server.url + sample.path, preset));
        } catch (error) {
          errors.push(String(error.message ?? error));
        }
      }
      if (runs.length === 0) failures += 1;
      const med = (key) => median(runs.map((r) => r[key]));
      const figures = Object.fromEntries(FIGURES.map((key) => [key, med(key)]));
      const budget = BUDGET[preset];
      const withinBudget = {
        performance: figures.performance == null ? null : figures.performance >= budget.performance,
        accessibility: figures.accessibility == null ? null : figures.accessibility >= budget.accessibility,
      };
      results.push({preset, ...sample, runs: runs.length, errors, median: figures, budget, withinBudget, perRun: runs});
      console.log(
        `lighthouse ${preset} ${sample.path}: perf ${figures.performance ?? '–'}, ` +
          `a11y ${figures.accessibility ?? '–'}, TBT ${figures.tbtMs == null ? '–' : Math.round(figures.tbtMs)} ms` +
          (errors.length ? ` (${errors.length} failed run(s): ${errors[0]})` : ''),
      );
    }
  }
} finally {
  await server.close();
}

const ms = (value) => (value == null ? '–' : `${Math.round(value)}`);
for (const preset of PRESETS) {
  const rows = results.filter((r) => r.preset === preset);
  printTable(
    `Lighthouse ${preset}${REDUCED_MOTION ? ', prefers-reduced-motion emulated (diagnosis, not the budget figure)' : ''}` +
      (CPU_SLOWDOWN != null && preset === 'mobile'
        ? `, CPU ${CPU_SLOWDOWN}× slower (diagnosis, not the budget figure)`
        : '') +
      ` (median of ${RUNS}; scores 0–100, LCP and TBT in ms; simulated throttling)`,
    ['page', 'perf', 'budget', 'status', 'a11y', 'budget', 'status', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS'],
    rows.map((r) => [
      r.path,
      r.median.performance ?? '–',
      `≥ ${r.budget.performance}`,
      verdict(r.withinBudget.performance, true),
      r.median.accessibility ?? '–',
      `≥ ${r.budget.accessibility}`,
      verdict(r.withinBudget.accessibility, true),
      r.median.bestPractices ?? '–',
      r.median.seo ?? '–',
      ms(r.median.lcpMs),
      ms(r.median.tbtMs),
      r.median.cls == null ? '–' : r.median.cls.toFixed(3),
    ]),
  );
}
const failingAudits = new Map();
for (const r of results)
  for (const run of r.perRun)
    for (const [category, ids] of Object.entries(run.failingAudits))
      for (const id of ids)
        failingAudits.set(`${category}: ${id}`, new Set([...(failingAudits.get(`${category}: ${id}`) ?? []), r.path]));
if (failingAudits.size) {
  console.log('\nAudits that failed in at least one run:');
  for (const [audit, pages] of failingAudits) console.log(`  ${audit} (${[...pages].join(', ')})`);
}

console.log('\nLargest contentful paint: the element, and where its time went (first run of each page)');
for (const r of results) {
  const first = r.perRun[0];
  if (!first) continue;
  const element = (first.lcpElement ?? '–').replace(/\s+/g, ' ').slice(0, 90);
  const observed = Object.entries(first.observed ?? {})
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');
  console.log(`  ${r.preset} ${r.path}: ${element}`);
  console.log(`    simulated: ${first.lcpPhases.join(', ') || '–'}; observed unthrottled (ms): ${observed || '–'}`);
}

const indexes = results.flatMap((r) => r.perRun.map((run) => run.benchmarkIndex)).filter((value) => value != null);
const hostIndex = indexes.length ? Math.round(median(indexes)) : null;
console.log(
  `\nHost speed: Lighthouse benchmark index ${hostIndex ?? '–'} (median of ${indexes.length} runs; higher is faster)`,
);

const name = [
  'lighthouse',
  REDUCED_MOTION && 'reduced-motion',
  CPU_SLOWDOWN != null && `slowdown-${CPU_SLOWDOWN}`,
  HOST_SLOWDOWN != null && `host-${HOST_SLOWDOWN}`,
]
  .filter(Boolean)
  .join('-');
const busy = Math.max(loadBefore[0], os.loadavg()[0]) > os.cpus().length;
if (busy) {
  console.log(
    `\nThe machine was busy (1-min load average ${loadBefore[0].toFixed(1)} → ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs): ` +
      'main-thread times, TBT and the performance score are pessimistic; rerun on a quiet machine for the budget figures.',
  );
}
const written = writeResults(name, {
  loadAverageBefore: loadBefore,
  benchmarkIndex: hostIndex,
  cpuSlowdown: CPU_SLOWDOWN,
  reducedMotion: REDUCED_MOTION,
  runs: RUNS,
  presets: PRESETS,
  chromium: CHROMIUM_PATH,
  flags: CHROMIUM_FLAGS,
  results,
});
console.log(`\nwrote ${written}`);
if (failures) {
  console.error(`${failures} page/preset pair(s) could not be measured at all.`);
  process.exit(1);
}

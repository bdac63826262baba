#!/usr/bin/env node
// Main-thread work of a page load on a slow phone: Chromium at 4× CPU slowdown and a phone viewport loads each sample
// page, idles, scrolls through it (links coming into view start prefetching) and idles again; the page's own
// PerformanceObserver sums its long tasks. Prints medians over the runs of the script and all-task time of the whole
// visit (Chromium's own counters: steady, so the figure to compare builds by), the blocking time (each long task's
// part beyond 50 ms, as TBT counts it: one task either side of 50 ms swings it, so it varies from run to run) and the
// long-task time. No budget: it decides whether a patch of the client runtime pays (site/upstream-patches), so run
// it on two builds and compare.
// Options: --runs N (loads per page, default 9). BENCH_BUILD_DIR measures another build.
import {parseArgs} from 'node:util';
import {answerMockedApis, withServedBuild} from '../lib/browser.mjs';
import {SAMPLE, median, printTable, writeResults} from '../lib/report.mjs';

const {values: args} = parseArgs({options: {runs: {type: 'string', default: '9'}}});
const runs = Number(args.runs);
const PHONE = {width: 412, height: 823};

async function loadOnce(browser, url) {
  const context = await browser.newContext({viewport: PHONE});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await answerMockedApis({send: (method, params) => cdp.send(method, params), on: (event, h) => cdp.on(event, h)});
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({type: 'longtask', buffered: true});
    });
    await cdp.send('Performance.enable');
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForTimeout(2000);
    for (let step = 0; step < 6; step++) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(250);
    }
    await page.waitForTimeout(1500);
    const durations = await page.evaluate(() => window.__longTasks);
    const {metrics} = await cdp.send('Performance.getMetrics');
    const seconds = (name) => metrics.find((metric) => metric.name === name)?.value ?? 0;
    return {
      scriptMs: seconds('ScriptDuration') * 1000,
      taskMs: seconds('TaskDuration') * 1000,
      blockingMs: durations.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      longTaskMs: durations.reduce((sum, d) => sum + d, 0),
    };
  } finally {
    await context.close();
  }
}

const pages = [];
await withServedBuild(async ({browser, baseUrl}) => {
  for (const {name, path} of SAMPLE) {
    const samples = [];
    for (let run = 0; run < runs; run++) samples.push(await loadOnce(browser, baseUrl + path));
    pages.push({
      name,
      path,
      blockingMs: Math.round(median(samples.map((s) => s.blockingMs))),
      longTaskMs: Math.round(median(samples.map((s) => s.longTaskMs))),
      scriptMs: Math.round(median(samples.map((s) => s.scriptMs))),
      taskMs: Math.round(median(samples.map((s) => s.taskMs))),
      runs: samples.map((s) => Math.round(s.blockingMs)),
    });
  }
});

printTable(
  `Long tasks at 4× CPU slowdown, phone viewport, median of ${runs} loads`,
  ['page', 'script', 'all tasks', 'blocking', 'long tasks', 'blocking per run'],
  pages.map((p) => [
    p.name,
    `${p.scriptMs} ms`,
    `${p.taskMs} ms`,
    `${p.blockingMs} ms`,
    `${p.longTaskMs} ms`,
    p.runs.join(' '),
  ]),
);
console.log(`\nWrote ${writeResults('long-tasks', {runs, pages})}`);

#!/usr/bin/env node
// Search benchmark: types each query of queries.json into the navbar search box of a served production build, as a
// reader would, from the home page and from one page of each section, and prints per start page and overall
// hit@1, hit@3, hit@8, MRR, the median time from the last keystroke to settled suggestions, and the bytes the
// browser downloaded from the first keystroke to the first query's suggestions (the pointer having crossed the page
// first) and over a 10-query session.
// It builds nothing: run `npm run build` first (or pass --build <dir>).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from 'playwright-core';
import {startStaticServer} from '../../site/scripts/static-server.mjs';
import {CHROMIUM_FLAGS, CHROMIUM_PATH, MOCKS} from '../lib/browser.mjs';
import {KB, kb, printTable, verdict} from '../lib/report.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const START_PAGES = [
  '/',
  '/getting-started/installing',
  '/basic-usage/using-modes',
  '/features/checkpoints',
  '/advanced-usage/local-models',
  '/providers/ollama',
  '/roo-code-cloud/task-sync',
  '/update-notes/v3.28.10',
];
const {values: args} = parseArgs({
  options: {
    build: {type: 'string', default: path.join(ROOT, 'site/build')},
    queries: {type: 'string', default: path.join(import.meta.dirname, 'queries.json')},
    out: {type: 'string', default: path.join(ROOT, 'bench/results/search.json')},
    start: {type: 'string', default: START_PAGES.join(',')},
    // Each start page this many times, each in a fresh browser: the suggestions must not change from run to run.
    repeat: {type: 'string', default: '1'},
    verbose: {type: 'boolean', default: false},
  },
});
export const BUDGET = {hitAt1: 0.9, hitAt8: 1, firstQueryBytes: 150 * KB, sessionBytes: 300 * KB};
const SESSION_QUERIES = 10;
// Suggestions count as shown once the list has not changed for this long.
const SETTLE_MS = 250;
const QUERY_TIMEOUT_MS = 15_000;
const TYPING_DELAY_MS = 15;

const buildDir = path.resolve(args.build);
if (!fs.existsSync(path.join(buildDir, 'pagefind', 'pagefind.js'))) {
  console.error(`No search index in ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}
const queries = JSON.parse(fs.readFileSync(args.queries, 'utf8'));
const startPages = args.start.split(',').filter(Boolean);
const repeat = Math.max(1, Number.parseInt(args.repeat, 10) || 1);
const withoutSlash = (url) => (url.length > 1 ? url.replace(/\/$/, '') : url);

// Bytes are counted as they leave a counting proxy in front of the static server, compressed as sent: what the page
// and its search worker download from the search bundle (/pagefind/). Other downloads in the same moments (the
// route prefetching that the reader's first pointer movement starts) are counted apart and printed as a note.
const server = await startStaticServer({root: buildDir});
const target = new URL(server.url);
const counter = {bytes: 0, other: 0};
// Every download while `downloads` is set (the first query), by address, so the run can say what the query cost.
let downloads;
const proxy = http.createServer((request, response) => {
  const upstream = http.request(
    {host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers},
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      const isSearch = (request.url ?? '').startsWith('/pagefind/');
      answer.on('data', (chunk) => {
        if (isSearch) counter.bytes += chunk.length;
        else counter.other += chunk.length;
        if (downloads) downloads.set(request.url, (downloads.get(request.url) ?? 0) + chunk.length);
      });
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.destroy());
  request.pipe(upstream);
});
await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const siteUrl = `http://127.0.0.1:${proxy.address().port}`;

async function openContext() {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-bench-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  for (const mock of MOCKS) await context.route(mock.pattern, (route) => route.fulfill({json: mock.body}));
  return {context, close: () => context.close().finally(() => fs.rmSync(userDataDir, {recursive: true, force: true}))};
}

/** Types every query from one start page in a fresh browser (cold cache); returns each query's result. */
async function runFrom(start) {
  const {context, close} = await openContext();
  const results = [];
  const bytes = {
    firstQuery: null,
    otherFirstQuery: null,
    sinceMove: null,
    firstQueryFiles: {},
    session: null,
    otherDuringSession: null,
  };
  try {
    const page = await context.newPage();
    await page.goto(siteUrl + start);
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
    await page.waitForLoadState('networkidle');
    const box = page.locator('input.navbar__search-input[aria-label="Search"]');
    await page.evaluate(() => {
      const state = (window.__bench = {lastKey: 0, lastChange: 0});
      const input = document.querySelector('input.navbar__search-input');
      input.addEventListener('keydown', () => (state.lastKey = performance.now()), true);
      new MutationObserver(() => (state.lastChange = performance.now())).observe(input.parentElement, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['aria-busy'],
      });
    });
    const settle = () =>
      page.waitForFunction(
        ({settleMs}) => {
          const {lastKey, lastChange} = window.__bench;
          const box = document.querySelector('input.navbar__search-input');
          // The index still loading, or the list saying its newest answer is not in yet.
          const busy = box.parentElement.querySelector('[role="status"], [role="listbox"][aria-busy="true"]');
          return !busy && lastChange > lastKey && performance.now() - lastChange >= settleMs;
        },
        {settleMs: SETTLE_MS},
        {timeout: QUERY_TIMEOUT_MS, polling: 25},
      );
    // The reader's pointer crosses the page on its way to the box. That first movement releases the link prefetching
    // the site holds back until a reader acts (upstream-patches/calm-hydration): counted from here as well.
    const atMove = {search: counter.bytes, other: counter.other};
    await page.mouse.move(640, 520, {steps: 4});
    await box.hover();
    let before = counter.bytes;
    let otherBefore = counter.other;
    for (const [index, {query, expect: expected, typo}] of queries.entries()) {
      await box.fill('');
      await box.focus();
      if (index === 0) {
        // The first query is counted from its first keystroke.
        before = counter.bytes;
        otherBefore = counter.other;
        downloads = new Map();
      }
      await box.pressSequentially(query.slice(0, -1), {delay: TYPING_DELAY_MS});
      await box.press(query.slice(-1) === ' ' ? 'Space' : query.slice(-1));
      let latencyMs = null;
      try {
        await settle();
        latencyMs = await page.evaluate(() => window.__bench.lastChange - window.__bench.lastKey);
      } catch {
        // Nothing changed after the last key: the suggestions stayed as they were.
      }
      const urls = await page
        .locator('[role="listbox"] [role="option"]')
        .evaluateAll((options) => options.map((option) => option.dataset.url ?? ''));
      const pages = urls.map((url) => withoutSlash(url.split(/[?#]/)[0]));
      const wanted = expected.map(withoutSlash);
      const position = pages.findIndex((url) => wanted.includes(url));
      results.push({
        start,
        query,
        typo: Boolean(typo),
        expected: wanted,
        rank: position === -1 ? null : position + 1,
        latencyMs,
        suggestions: pages,
      });
      if (index === 0) {
        bytes.firstQuery = counter.bytes - before;
        bytes.otherFirstQuery = counter.other - otherBefore;
        bytes.sinceMove = {search: counter.bytes - atMove.search, other: counter.other - atMove.other};
        bytes.firstQueryFiles = Object.fromEntries(downloads);
        downloads = undefined;
      }
      if (index === SESSION_QUERIES - 1) {
        bytes.session = counter.bytes - before;
        bytes.otherDuringSession = counter.other - otherBefore;
      }
      if (args.verbose) console.log(start, query, position + 1, pages.slice(0, 3));
    }
  } finally {
    await close();
  }
  return {results, bytes};
}

function summarise(results) {
  const share = (test) => results.filter(test).length / results.length;
  const latencies = results
    .map((result) => result.latencyMs)
    .filter((ms) => ms !== null)
    .sort((a, b) => a - b);
  return {
    queries: results.length,
    hitAt1: share((result) => result.rank === 1),
    hitAt3: share((result) => result.rank !== null && result.rank <= 3),
    hitAt8: share((result) => result.rank !== null && result.rank <= 8),
    mrr: results.reduce((sum, result) => sum + (result.rank ? 1 / result.rank : 0), 0) / results.length,
    medianLatencyMs: latencies.length ? Math.round(latencies[Math.floor((latencies.length - 1) / 2)]) : null,
  };
}

const perStart = [];
try {
  for (const start of startPages) {
    for (let run = 1; run <= repeat; run += 1) {
      const {results, bytes} = await runFrom(start);
      const {hitAt1, hitAt8} = summarise(results);
      // Each run as it ends: a long --repeat shows its figures before the table.
      console.log(
        `${start} run ${run}: hit@1 ${hitAt1.toFixed(3)} hit@8 ${hitAt8.toFixed(3)}, first query ` +
          `${kb(bytes.firstQuery)} KB search + ${kb(bytes.otherFirstQuery)} KB other ` +
          `(${kb(bytes.sinceMove.search)} + ${kb(bytes.sinceMove.other)} KB from the pointer's first movement); ` +
          'misses at 8: ' +
          (results
            .filter((result) => result.rank === null)
            .map((result) => `"${result.query}"`)
            .join(', ') || 'none'),
      );
      perStart.push({
        start,
        run,
        bytes,
        summary: summarise(results),
        typoSummary: summarise(results.filter((r) => r.typo)),
        results,
      });
    }
  }
} finally {
  proxy.close();
  await server.close();
}

const all = perStart.flatMap((run) => run.results);
const overall = summarise(all);
const round = (value) => value.toFixed(3);
const seen = new Set();
for (const result of all.filter((item) => item.rank !== 1)) {
  const key = `${result.query}|${result.rank}|${result.suggestions[0]}`;
  if (seen.has(key)) continue;
  seen.add(key);
  const starts = all.filter((item) => `${item.query}|${item.rank}|${item.suggestions[0]}` === key).length;
  console.log(
    `miss@1  rank ${result.rank ?? '-'}  "${result.query}" → ${result.expected.join(' | ')}  (top: ${result.suggestions[0] ?? '(none)'}; from ${starts} start page(s))`,
  );
}
const firstQueryTotal = (bytes) => bytes.firstQuery + bytes.otherFirstQuery;
const rows = perStart.map(({start, run, bytes, summary, typoSummary}) => [
  repeat > 1 ? `${start} #${run}` : start,
  round(summary.hitAt1),
  round(summary.hitAt3),
  round(summary.hitAt8),
  round(summary.mrr),
  round(typoSummary.hitAt1),
  `${summary.medianLatencyMs ?? '-'} ms`,
  `${kb(firstQueryTotal(bytes))} KB (${kb(bytes.otherFirstQuery)} other)`,
  `${kb(bytes.session)} KB`,
  verdict(
    summary.hitAt1 >= BUDGET.hitAt1 &&
      summary.hitAt8 >= BUDGET.hitAt8 &&
      firstQueryTotal(bytes) <= BUDGET.firstQueryBytes &&
      bytes.session <= BUDGET.sessionBytes,
  ),
]);
rows.push([
  'overall',
  round(overall.hitAt1),
  round(overall.hitAt3),
  round(overall.hitAt8),
  round(overall.mrr),
  round(summarise(all.filter((r) => r.typo)).hitAt1),
  `${overall.medianLatencyMs ?? '-'} ms`,
  '',
  '',
  '',
]);
printTable(
  `Search: ${queries.length} queries (${queries.filter((q) => q.typo).length} with typos) from ${startPages.length} start page(s); ` +
    `budgets hit@1 ≥ ${BUDGET.hitAt1}, hit@8 = ${BUDGET.hitAt8}, first query ≤ ${kb(BUDGET.firstQueryBytes)} KB, ` +
    `${SESSION_QUERIES}-query session ≤ ${kb(BUDGET.sessionBytes)} KB`,
  [
    'start page',
    'hit@1',
    'hit@3',
    'hit@8',
    'MRR',
    'typo hit@1',
    'median latency',
    'first query',
    `${SESSION_QUERIES} queries`,
    'status',
  ],
  rows,
);
const others = perStart.map((run) => run.bytes.otherDuringSession).filter((value) => value !== null);
if (others.length > 0) {
  console.log(
    `Not counted above: ${kb(Math.min(...others))}-${kb(Math.max(...others))} KB of other downloads during the ` +
      `${SESSION_QUERIES}-query sessions (route prefetching started by the pointer, not by search).`,
  );
}
// What the first query downloaded from each start page (its first run), largest first: the budget covers all of it.
for (const {start, bytes} of perStart.filter((item) => item.run === 1)) {
  const files = Object.entries(bytes.firstQueryFiles)
    .sort(([, a], [, b]) => b - a)
    .map(([url, size]) => `${url.split('?')[0]} ${kb(size)}`);
  console.log(`First query from ${start}: ${files.join(', ')}`);
}
fs.mkdirSync(path.dirname(args.out), {recursive: true});
fs.writeFileSync(
  args.out,
  JSON.stringify({date: new Date().toISOString(), budget: BUDGET, summary: overall, perStart}, null, 2) + '\n',
);
console.log(`Written to ${path.relative(process.cwd(), args.out) || args.out}`);

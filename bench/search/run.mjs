#!/usr/bin/env node
// Search-quality benchmark: types each query of queries.json into the search box of a served production build,
// as a reader would, and prints hit@1, hit@3, hit@8, mean reciprocal rank and the median time from the last
// keystroke to the suggestions. It builds nothing: run `npm run build` first (or pass --build <dir>).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from 'playwright-core';
import {startStaticServer} from '../../site/scripts/static-server.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const {values: args} = parseArgs({
  options: {
    build: {type: 'string', default: path.join(ROOT, 'site/build')},
    queries: {type: 'string', default: path.join(import.meta.dirname, 'queries.json')},
    out: {type: 'string', default: path.join(ROOT, 'bench/results/search.json')},
    verbose: {type: 'boolean', default: false},
  },
});
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// Suggestions count as shown once the dropdown has not changed for this long.
const SETTLE_MS = 300;
const QUERY_TIMEOUT_MS = 10_000;
const INDEX_TIMEOUT_MS = 60_000;
const TYPING_DELAY_MS = 30;

const buildDir = path.resolve(args.build);
if (!fs.existsSync(path.join(buildDir, 'search-index.json'))) {
  console.error(`No search index in ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}
const queries = JSON.parse(fs.readFileSync(args.queries, 'utf8'));

// A suggestion shows its page as "breadcrumb › title"; the whole-site index maps that text back to the page's URL.
const withoutSlash = (url) => (url.length > 1 ? url.replace(/\/$/, '') : url);
const pageByPath = new Map();
const [titles] = JSON.parse(fs.readFileSync(path.join(buildDir, 'search-index.json'), 'utf8'));
for (const doc of titles.documents) pageByPath.set([...(doc.b ?? []), doc.t].join(' › '), withoutSlash(doc.u));
const indexedPages = new Set(pageByPath.values());

/** The page a top-level suggestion opens: the longest "breadcrumb › title" prefix that names a page. */
function pageOf({title, path: trail}) {
  const parts = trail ? trail.split(' › ') : [];
  for (const candidate of [[...parts, title], ...parts.map((_, end) => parts.slice(0, parts.length - end))]) {
    const url = pageByPath.get(candidate.join(' › '));
    if (url) return url;
  }
  return null;
}

const server = await startStaticServer({root: buildDir});
const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-bench-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_FLAGS,
});
const local = new URL(server.url).host;
// Offline: the navbar's count APIs get a canned answer, anything else outside is refused.
await context.route(
  (url) => url.host !== local,
  (route) => route.abort(),
);
await context.route('https://api.github.com/**', (route) => route.fulfill({json: {stargazers_count: 16_000}}));
await context.route('https://marketplace.visualstudio.com/**', (route) =>
  route.fulfill({json: {results: [{extensions: [{statistics: [{statisticName: 'install', value: 600_000}]}]}]}}),
);

const results = [];
let indexLoadMs = null;
try {
  const page = await context.newPage();
  // A page outside every section, so the box searches the whole site.
  const start = indexedPages.has('/faq') ? '/faq' : '/';
  await page.goto(server.url + start);
  // The page's scripts start after its first paint; the box searches once the page has hydrated.
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: INDEX_TIMEOUT_MS});
  const box = page.locator('input.navbar__search-input[aria-label="Search"]');
  const hoveredAt = Date.now();
  await box.hover();
  await box.focus();
  await page.getByRole('status').waitFor({state: 'detached', timeout: INDEX_TIMEOUT_MS});
  indexLoadMs = Date.now() - hoveredAt;
  await page.evaluate(() => {
    const state = (window.__bench = {lastKey: 0, lastChange: 0});
    const input = document.querySelector('input.navbar__search-input');
    input.addEventListener('keydown', () => (state.lastKey = performance.now()), true);
    new MutationObserver(() => (state.lastChange = performance.now())).observe(input.closest('.navbar__search'), {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['style'],
    });
  });
  const settle = () =>
    page.waitForFunction(
      ({settleMs}) => {
        const {lastKey, lastChange} = window.__bench;
        return lastChange > lastKey && performance.now() - lastChange >= settleMs;
      },
      {settleMs: SETTLE_MS},
      {timeout: QUERY_TIMEOUT_MS, polling: 25},
    );

  for (const {query, expect: expected} of queries) {
    await box.fill('');
    await box.focus();
    if (query.length > 1) {
      await box.pressSequentially(query.slice(0, -1), {delay: TYPING_DELAY_MS});
      await settle().catch(() => {});
    }
    await box.press(query.slice(-1) === ' ' ? 'Space' : query.slice(-1));
    let latencyMs = null;
    try {
      await settle();
      latencyMs = await page.evaluate(() => window.__bench.lastChange - window.__bench.lastKey);
    } catch {
      // Nothing changed after the last key: the suggestions stayed as they were.
    }
    const rows = await page.locator('[role="listbox"] [role="option"]').evaluateAll((options) =>
      options.map((option) => ({
        title: option.querySelector('[class*="hitTitle"]')?.textContent ?? '',
        path: option.querySelector('[class*="hitPath"]')?.textContent ?? '',
        child: option.querySelector('[class*="hitTree"]') !== null,
      })),
    );
    let parent = null;
    const urls = rows.map((row) => (row.child && parent ? parent : (parent = pageOf(row))));
    const wanted = expected.map(withoutSlash);
    const position = urls.findIndex((url) => wanted.includes(url));
    const rank = position === -1 ? null : position + 1;
    const missingPages = wanted.filter((url) => !indexedPages.has(url));
    results.push({query, expected: wanted, rank, latencyMs, suggestions: urls, missingPages});
    if (args.verbose) console.log(query, rank, urls);
  }
} finally {
  await context.close();
  await server.close();
  fs.rmSync(userDataDir, {recursive: true, force: true});
}

const share = (test) => results.filter(test).length / results.length;
const latencies = results
  .map((result) => result.latencyMs)
  .filter((ms) => ms !== null)
  .sort((a, b) => a - b);
const median = latencies.length === 0 ? null : latencies[Math.floor((latencies.length - 1) / 2)];
const summary = {
  queries: results.length,
  hitAt1: share((result) => result.rank === 1),
  hitAt3: share((result) => result.rank !== null && result.rank <= 3),
  hitAt8: share((result) => result.rank !== null && result.rank <= 8),
  mrr: results.reduce((sum, result) => sum + (result.rank ? 1 / result.rank : 0), 0) / results.length,
  medianLatencyMs: median === null ? null : Math.round(median),
  // Once per visit: download and parse of the whole-site index, from hovering the box until it is ready.
  indexLoadMs,
};

const round = (value) => value.toFixed(3);
for (const result of results.filter((item) => item.rank !== 1)) {
  const why =
    result.missingPages.length > 0
      ? `page not built: ${result.missingPages.join(', ')}`
      : `top: ${result.suggestions[0] ?? '(none)'}`;
  console.log(`miss@1  rank ${result.rank ?? '-'}  "${result.query}" → ${result.expected.join(' | ')}  (${why})`);
}
console.log(
  `\n${summary.queries} queries  hit@1 ${round(summary.hitAt1)}  hit@3 ${round(summary.hitAt3)}  hit@8 ${round(summary.hitAt8)}  ` +
    `MRR ${round(summary.mrr)}  median latency ${summary.medianLatencyMs ?? '-'} ms  (index ready ${indexLoadMs} ms after hover)`,
);
fs.mkdirSync(path.dirname(args.out), {recursive: true});
fs.writeFileSync(args.out, JSON.stringify({date: new Date().toISOString(), summary, results}, null, 2) + '\n');
console.log(`Written to ${path.relative(process.cwd(), args.out) || args.out}`);

#!/usr/bin/env node
// Page-weight benchmark: loads each sampled page of the served production build once, in a fresh Chromium profile,
// waits until the network has been idle for a while, and counts what came over the wire, read from the DevTools
// protocol: requests, raw (decoded) and compressed (encoded body) bytes of JS, CSS, HTML, images, fonts and other
// data, split into what the page itself fetched and what it prefetched for later navigations.
// It builds nothing: run `npm run build` first. Writes bench/results/weight.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from 'playwright-core';
import {BUILD_DIR, CHROMIUM_FLAGS, CHROMIUM_PATH, answerMockedApis, requireBuild, serveBuild} from '../lib/browser.mjs';
import {KB, SAMPLE, kb, printTable, verdict, writeResults} from '../lib/report.mjs';

const BUDGET = {firstLoadJsCompressedBytes: 200 * KB};
// What a new connection delivers in its first round trip: an initial congestion window of 10 segments of 1,460 bytes.
// A page whose HTML response (headers and compressed body) is larger waits a whole round trip more for its text,
// which Lighthouse's simulated mobile network prices at 150 ms.
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;
const VIEWPORT = {width: 1280, height: 800};
// The page counts as idle once no request has been in flight for this long (prefetches start from an idle callback
// after the first interaction).
const QUIET_MS = 2000;
const PAGE_TIMEOUT_MS = 60_000;
const KINDS = ['js', 'css', 'html', 'image', 'font', 'other'];

const gzipSizes = new Map();
/** The gzip -6 size of a built file: lets the figures be compared with gzip-only hosts and older gzip figures. */
function gzipOnDisk(urlPath) {
  if (!gzipSizes.has(urlPath)) {
    const file = path.join(BUILD_DIR, decodeURIComponent(urlPath.split('?')[0]));
    gzipSizes.set(
      urlPath,
      fs.existsSync(file) && fs.statSync(file).isFile() ? zlib.gzipSync(fs.readFileSync(file), {level: 6}).length : 0,
    );
  }
  return gzipSizes.get(urlPath);
}

function sizeOnDisk(urlPath) {
  const file = path.join(BUILD_DIR, decodeURIComponent(urlPath.split('?')[0]));
  return fs.existsSync(file) && fs.statSync(file).isFile() ? fs.statSync(file).size : 0;
}

function kindOf({type, mimeType = '', url}) {
  if (type === 'Document' || mimeType.includes('html')) return 'html';
  if (type === 'Script' || /javascript/.test(mimeType) || /\.m?js(\?|$)/.test(url)) return 'js';
  if (type === 'Stylesheet' || mimeType.includes('css') || /\.css(\?|$)/.test(url)) return 'css';
  if (type === 'Image' || mimeType.startsWith('image/')) return 'image';
  if (type === 'Font' || mimeType.startsWith('font/') || /\.(woff2?|ttf|otf)(\?|$)/.test(url)) return 'font';
  return 'other';
}

/** Loads one page in its own profile and returns every request with its sizes and phase. */
async function measure(baseUrl, pagePath) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-weight-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: VIEWPORT,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const requests = new Map();
    const consoleErrors = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    let lastActivity = Date.now();
    let loadTimestamp = Infinity;
    const touch = () => (lastActivity = Date.now());

    cdp.on('Network.requestWillBeSent', ({requestId, request, type, timestamp, redirectResponse}) => {
      touch();
      // A redirect reuses the id: keep the hop that was answered with a redirect as its own entry.
      if (redirectResponse && requests.has(requestId))
        requests.set(`${requestId}:${timestamp}`, requests.get(requestId));
      requests.set(requestId, {
        url: request.url,
        type,
        priority: request.initialPriority,
        started: timestamp,
        raw: 0,
        done: false,
      });
    });
    cdp.on('Network.responseReceived', ({requestId, type, response}) => {
      touch();
      const entry = requests.get(requestId);
      if (!entry) return;
      Object.assign(entry, {
        type: entry.type ?? type,
        status: response.status,
        mimeType: response.mimeType,
        fromCache: response.fromDiskCache || response.fromPrefetchCache || false,
        headerBytes: response.encodedDataLength,
        contentEncoding: Object.entries(response.headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1],
      });
    });
    cdp.on('Network.dataReceived', ({requestId, dataLength}) => {
      touch();
      const entry = requests.get(requestId);
      if (entry) entry.raw += dataLength;
    });
    cdp.on('Network.loadingFinished', ({requestId, encodedDataLength}) => {
      touch();
      const entry = requests.get(requestId);
      if (!entry) return;
      entry.done = true;
      entry.transfer = encodedDataLength;
      entry.compressed = Math.max(0, encodedDataLength - (entry.headerBytes ?? 0));
    });
    cdp.on('Network.loadingFailed', ({requestId, errorText, blockedReason}) => {
      touch();
      const entry = requests.get(requestId);
      if (entry) Object.assign(entry, {done: true, failed: blockedReason ?? errorText, transfer: 0, compressed: 0});
    });
    cdp.on('Page.loadEventFired', ({timestamp}) => (loadTimestamp = timestamp));
    const send = (method, params) => cdp.send(method, params);
    await answerMockedApis({send, on: (event, handler) => cdp.on(event, handler)});
    await send('Network.enable');
    await send('Page.enable');

    const response = await page.goto(baseUrl + pagePath, {waitUntil: 'load', timeout: PAGE_TIMEOUT_MS});
    if (!response || response.status() !== 200) throw new Error(`${pagePath} answered ${response?.status()}`);
    const deadline = Date.now() + PAGE_TIMEOUT_MS;
    const untilQuiet = async () => {
      while (Date.now() < deadline) {
        const inFlight = [...requests.values()].some((r) => !r.done);
        if (!inFlight && Date.now() - lastActivity >= QUIET_MS) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await untilQuiet();
    // The site prefetches only for a reader who acts on the page: once it has hydrated (its links ask for prefetches
    // from then on), a pointer movement starts it, as a reader's would.
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: PAGE_TIMEOUT_MS});
    await page.mouse.move(VIEWPORT.width / 2, VIEWPORT.height / 2);
    await page.mouse.move(VIEWPORT.width / 2 + 20, VIEWPORT.height / 2 + 20);
    // Prefetches start in the next idle period (the queue asks for one with a 2 s timeout).
    await page.evaluate(() => new Promise((resolve) => window.requestIdleCallback(resolve, {timeout: 2000})));
    lastActivity = Date.now();
    await untilQuiet();
    const origin = new URL(baseUrl).origin;
    return {
      consoleErrors,
      requests: [...requests.values()].map((r) => {
        const outside = !r.url.startsWith(origin) && !r.url.startsWith('data:');
        // Docusaurus prefetches with <link rel="prefetch">, which Chromium reports as type Other at the lowest priority.
        const prefetch = r.type === 'Prefetch' || (r.type === 'Other' && r.priority === 'VeryLow');
        const local = r.url.startsWith(origin);
        // A prefetched body never reaches the renderer, so the protocol reports no decoded bytes: read the file.
        const raw = r.raw === 0 && local && r.compressed > 0 ? sizeOnDisk(r.url.slice(origin.length)) : r.raw;
        return {
          url: r.url.startsWith(origin) ? r.url.slice(origin.length) : r.url,
          kind: kindOf(r),
          type: r.type,
          status: r.status ?? null,
          phase: prefetch ? 'prefetch' : r.started <= loadTimestamp ? 'load' : 'after-load',
          outside,
          failed: r.failed ?? null,
          raw,
          compressed: r.compressed ?? 0,
          transfer: r.transfer ?? 0,
          headerBytes: r.headerBytes ?? 0,
          contentEncoding: r.contentEncoding ?? null,
        };
      }),
    };
  } finally {
    await context.close();
    fs.rmSync(userDataDir, {recursive: true, force: true});
  }
}

function summarise(requests) {
  const sum = (list, field) => list.reduce((total, r) => total + r[field], 0);
  const page = requests.filter((r) => r.phase !== 'prefetch' && !r.url.startsWith('data:'));
  const byKind = Object.fromEntries(
    KINDS.map((kind) => {
      const list = page.filter((r) => r.kind === kind);
      return [kind, {requests: list.length, raw: sum(list, 'raw'), compressed: sum(list, 'compressed')}];
    }),
  );
  const js = page.filter((r) => r.kind === 'js');
  const prefetched = requests.filter((r) => r.phase === 'prefetch');
  const afterLoad = page.filter((r) => r.phase === 'after-load');
  const documentResponse = page.find((r) => r.type === 'Document');
  return {
    documentResponse: documentResponse && {headers: documentResponse.headerBytes, body: documentResponse.compressed},
    requests: page.length,
    byKind,
    firstLoadJs: {
      raw: sum(js, 'raw'),
      compressed: sum(js, 'compressed'),
      gzip: js.filter((r) => !r.outside && r.compressed > 0).reduce((total, r) => total + gzipOnDisk(r.url), 0),
      files: js.length,
    },
    jsByLoadEvent: {
      compressed: sum(
        js.filter((r) => r.phase === 'load'),
        'compressed',
      ),
    },
    afterLoad: {requests: afterLoad.length, raw: sum(afterLoad, 'raw'), compressed: sum(afterLoad, 'compressed')},
    total: {raw: sum(page, 'raw'), compressed: sum(page, 'compressed'), transfer: sum(page, 'transfer')},
    prefetched: {requests: prefetched.length, raw: sum(prefetched, 'raw'), compressed: sum(prefetched, 'compressed')},
    outside: requests
      .filter((r) => r.outside)
      .map((r) => ({url: r.url, answered: r.failed ? `failed: ${r.failed}` : 'mocked'})),
    uncompressedText: page
      .filter(
        (r) => ['js', 'css', 'html', 'other'].includes(r.kind) && !r.outside && r.raw > 1024 && !r.contentEncoding,
      )
      .map((r) => r.url),
  };
}

requireBuild();
const server = await serveBuild();
const pages = [];
try {
  for (const sample of SAMPLE) {
    process.stdout.write(`weight: ${sample.path}… `);
    const {requests, consoleErrors} = await measure(server.url, sample.path);
    const summary = summarise(requests);
    pages.push({...sample, ...summary, consoleErrors, requestsDetail: requests});
    console.log(`${summary.requests} requests, ${kb(summary.firstLoadJs.compressed)} KB JS compressed`);
  }
} catch (error) {
  console.error(`\nCould not measure: ${error.stack ?? error}`);
  process.exit(1);
} finally {
  await server.close();
}

// The scripts every sampled page loads: the fixed cost of the site, whatever the page.
const jsSets = pages.map(
  (p) => new Map(p.requestsDetail.filter((r) => r.kind === 'js' && r.phase !== 'prefetch').map((r) => [r.url, r])),
);
const common = [...jsSets[0].values()]
  .filter((r) => jsSets.every((set) => set.has(r.url)))
  .map(({url, raw, compressed}) => ({url, raw, compressed}))
  .sort((a, b) => b.compressed - a.compressed);
const commonTotal = {
  raw: common.reduce((t, r) => t + r.raw, 0),
  compressed: common.reduce((t, r) => t + r.compressed, 0),
};

function encodings(list) {
  const seen = new Set(list.flatMap((p) => p.requestsDetail.map((r) => r.contentEncoding)).filter(Boolean));
  return seen.size ? [...seen].join(', ') : 'none';
}

for (const p of pages) p.withinBudget = {firstLoadJs: p.firstLoadJs.compressed <= BUDGET.firstLoadJsCompressedBytes};

printTable(
  `First load in a fresh profile until the network is idle, prefetches apart (KB = 1000 bytes; raw / compressed as served: ${encodings(pages)})`,
  [
    ...['page', 'reqs', 'JS raw', 'JS comp', 'budget', 'status', 'JS gzip-6', 'JS at load', 'CSS raw/comp'],
    ...['HTML raw/comp', 'img comp', 'font comp', 'other comp', 'total comp', 'prefetched comp (n)'],
  ],
  pages.map((p) => [
    p.path,
    p.requests,
    kb(p.firstLoadJs.raw),
    kb(p.firstLoadJs.compressed),
    `≤ ${kb(BUDGET.firstLoadJsCompressedBytes)}`,
    verdict(p.withinBudget.firstLoadJs),
    kb(p.firstLoadJs.gzip),
    kb(p.jsByLoadEvent.compressed),
    `${kb(p.byKind.css.raw)} / ${kb(p.byKind.css.compressed)}`,
    `${kb(p.byKind.html.raw)} / ${kb(p.byKind.html.compressed)}`,
    kb(p.byKind.image.compressed),
    kb(p.byKind.font.compressed),
    kb(p.byKind.other.compressed),
    kb(p.total.compressed),
    `${kb(p.prefetched.compressed)} (${p.prefetched.requests})`,
  ]),
);
printTable(
  `The page's HTML response as served: headers and compressed body (bytes; a new connection carries ${FIRST_ROUND_TRIP_BYTES.toLocaleString('en')} in its first round trip)`,
  ['page', 'headers', 'body', 'total', 'first round trip'],
  pages.map(({path: pagePath, documentResponse: response}) => {
    const total = response ? response.headers + response.body : null;
    return [
      pagePath,
      response?.headers ?? '–',
      response?.body ?? '–',
      total ?? '–',
      total == null ? '–' : total <= FIRST_ROUND_TRIP_BYTES ? 'fits' : 'one more',
    ];
  }),
);
printTable(
  `Scripts loaded on every sampled page: ${kb(commonTotal.raw)} KB raw, ${kb(commonTotal.compressed)} KB compressed`,
  ['script', 'raw KB', 'comp KB'],
  common.map((r) => [r.url, kb(r.raw), kb(r.compressed)]),
);
const outside = [...new Set(pages.flatMap((p) => p.outside.map((o) => `${o.url} (${o.answered})`)))];
if (outside.length) console.log(`\nOutside requests: ${outside.join('; ')}`);
const errors = pages.flatMap((p) => p.consoleErrors.map((e) => `${p.path}: ${e}`));
if (errors.length) console.log(`Console errors: ${errors.join('; ')}`);
const uncompressed = [...new Set(pages.flatMap((p) => p.uncompressedText))];
if (uncompressed.length) console.log(`Served without compression (> 1 KB): ${uncompressed.join(', ')}`);

console.log(
  `\nwrote ${writeResults('weight', {
    viewport: VIEWPORT,
    quietMs: QUIET_MS,
    budget: BUDGET,
    commonScripts: {total: commonTotal, files: common},
    pages,
  })}`,
);

#!/usr/bin/env node
// What the site's three interactive widgets cost: the custom-modes and marketplace validators (their Web Worker and
// the schemas it loads when a reader presses Validate) and the cost calculator (its own chunk, after the page renders). For each page, the JS of the
// first load (until the network is quiet) and the JS the widget then pulls in, compressed as served (gzip -9 of the
// built file, so the figure does not depend on the server). Route prefetches started by the interaction are left out:
// only scripts and workers count, not `<link rel=prefetch>`. No budget: it shows what a change to the schemas package or
// its bundling does to these pages. BENCH_BUILD_DIR measures another build. Writes bench/results/widgets.json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {BUILD_DIR, withServedBuild} from '../lib/browser.mjs';
import {kb, printTable, writeResults} from '../lib/report.mjs';

const WIDGETS = [
  {
    name: 'modes validator',
    path: '/features/custom-modes',
    use: async (page) => {
      await page.locator('textarea').first().fill('customModes: []');
      await page.getByRole('button', {name: 'Validate'}).first().click();
      await page.getByTestId('validator-results').first().waitFor();
    },
  },
  {
    name: 'marketplace validator',
    path: '/features/marketplace',
    use: async (page) => {
      await page.locator('textarea').first().fill('{}');
      await page.getByRole('button', {name: 'Validate'}).first().click();
      await page.getByTestId('validator-results').first().waitFor();
    },
  },
  {
    name: 'cost calculator',
    path: '/advanced-usage/rate-limits-costs',
    // It loads after the page renders, not on use: its chunk is part of the first load.
    use: async (page) => {
      await page.getByLabel('Input tokens').first().waitFor();
    },
  },
];

const compressed = (url) => {
  const file = path.join(BUILD_DIR, decodeURIComponent(new URL(url).pathname));
  return fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), {level: 9}).length : 0;
};

async function measure(browser, baseUrl, widget) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  try {
    const page = await context.newPage();
    const scripts = [];
    // Chromium marks `<link rel=prefetch>` requests with Sec-Purpose; a worker's own imports come as type "other".
    context.on('request', (request) => {
      const {pathname} = new URL(request.url());
      const prefetch = /prefetch/.test(request.headers()['sec-purpose'] ?? request.headers().purpose ?? '');
      if (request.url().startsWith(baseUrl) && pathname.startsWith('/assets/js/') && !prefetch)
        scripts.push(request.url());
    });
    page.on('worker', (worker) => scripts.push(worker.url()));
    await page.goto(baseUrl + widget.path, {waitUntil: 'networkidle'});
    const firstLoad = new Set(scripts);
    await widget.use(page);
    await page.waitForLoadState('networkidle');
    const added = [...new Set(scripts)].filter((url) => !firstLoad.has(url));
    const sum = (urls) => urls.reduce((total, url) => total + compressed(url), 0);
    return {...widget, use: undefined, firstLoadBytes: sum([...firstLoad]), onUseBytes: sum(added), onUse: added};
  } finally {
    await context.close();
  }
}

const results = await withServedBuild(async ({browser, baseUrl}) => {
  const measured = [];
  for (const widget of WIDGETS) measured.push(await measure(browser, baseUrl, widget));
  return measured;
});
printTable(
  'Interactive widgets: JS compressed (gzip -9 of the built files)',
  ['widget', 'page', 'first load', 'on use', 'files on use'],
  results.map((r) => [r.name, r.path, `${kb(r.firstLoadBytes)} KB`, `${kb(r.onUseBytes)} KB`, r.onUse.length]),
);
console.log(`\nWrote ${writeResults('widgets', {widgets: results})}`);

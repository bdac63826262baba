// One list, so that the browser tests, the benchmarks and the screenshots run the same browser the same way: a
// figure or an image from one matches what the others see. Plain JavaScript, because the benchmarks run under node.

/** Debian's Chromium, unless CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = Object.freeze([
  // Containers and CI run as root, where the sandbox cannot start.
  '--no-sandbox',
  '--disable-gpu',
  // HTTP/3 to the local server would only add a failed attempt.
  '--disable-quic',
  // Nothing the browser does on its own (first-run pages, updates, sync) may add requests or work to a measurement.
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/**
 * What the navbar's two count APIs answer online, minus what the site does not read. The machine has no internet:
 * the browser tests answer them from a stand-in on 127.0.0.1 (site/e2e/outside-apis.ts), the benchmarks while the
 * request is paused (bench/lib/browser.mjs).
 */
export const COUNT_API_ANSWERS = Object.freeze([
  {url: 'https://api.github.com/repos/RooCodeInc/Roo-Code', method: 'GET', body: {stargazers_count: 16_000}},
  {
    url: 'https://marketplace.visualstudio.com/_apis/public/gallery/extensionquery',
    method: 'POST',
    body: {results: [{extensions: [{statistics: [{statisticName: 'install', value: 600_000}]}]}]},
  },
]);

/** The headers that let the site's pages on 127.0.0.1 read those answers. */
export const COUNT_API_CORS_HEADERS = Object.freeze({
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
});

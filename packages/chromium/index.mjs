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
 * The features playwright-core 1.65 turns off with a `--disable-features` switch of its own. Chromium reads only the last
 * such switch, so a launch through Playwright that turns off more must name these again (site/e2e/chromium-flags.spec.ts
 * fails when a Playwright release changes its list).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * For launches through Playwright (the browser tests and the benchmarks that mirror them). Headless Chromium 156 keeps
 * the two omnibox popups of its hidden toolbar loaded as WebUI pages in a renderer of their own, which does work on
 * every navigation: about a tenth of the browser's CPU time over a run of page loads (bench/README, session 24). The
 * Lighthouse runs keep CHROMIUM_FLAGS, since Playwright's list (paint holding among it) would change what they measure.
 */
export const PLAYWRIGHT_CHROMIUM_FLAGS = Object.freeze([
  ...CHROMIUM_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
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

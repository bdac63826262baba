// Shared by the browser benchmarks: Debian's Chromium with the flags the tests use (@roo-code-docs/chromium), a served build, and the two
// count APIs answered with fixed mocks at the protocol level. Every other outside host fails at once in DNS (the
// machine is offline, and a request that waits for a timeout would distort a measurement).
import fs from 'node:fs';
import path from 'node:path';
import {
  CHROMIUM_FLAGS as SHARED_FLAGS,
  CHROMIUM_PATH,
  COUNT_API_ANSWERS,
  COUNT_API_CORS_HEADERS,
} from '@roo-code-docs/chromium';
import {chromium} from 'playwright-core';
import {ROOT} from './report.mjs';
import {startStaticServer} from '../../site/scripts/static-server.mjs';

export {CHROMIUM_PATH};
// BENCH_BUILD_DIR measures another copy of the build (say, an edited one) against the same pages.
export const BUILD_DIR = process.env.BENCH_BUILD_DIR
  ? path.resolve(process.env.BENCH_BUILD_DIR)
  : path.join(ROOT, 'site/build');

export const CHROMIUM_FLAGS = [
  ...SHARED_FLAGS,
  // chrome-launcher (Lighthouse) starts a headed browser unless told otherwise.
  '--headless=new',
  // Every host but the local server fails to resolve, so nothing can hang on the missing internet. Requests to the
  // two mocked APIs never reach DNS: they are answered while paused (see answerMockedApis).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** The canned answers, as URL patterns for Fetch interception and Playwright's routes. */
export const MOCKS = COUNT_API_ANSWERS.map(({url, body}) => ({pattern: `${new URL(url).origin}/*`, body}));

const CORS_HEADERS = Object.entries(COUNT_API_CORS_HEADERS).map(([name, value]) => ({name, value}));

/**
 * Answers the mocked APIs on one page's CDP session with Fetch interception limited to their URL patterns, so no
 * other request is paused (intercepting everything, as page.route does, also turns the HTTP cache off).
 * `send(method, params)` and `on(event, handler)` adapt Playwright's and Puppeteer's CDP sessions alike.
 */
export async function answerMockedApis({send, on}) {
  on('Fetch.requestPaused', ({requestId, request}) => {
    const mock = MOCKS.find((m) => request.url.startsWith(m.pattern.slice(0, -1)));
    const preflight = request.method === 'OPTIONS';
    const body = preflight || !mock ? '' : Buffer.from(JSON.stringify(mock.body)).toString('base64');
    const headers = preflight ? CORS_HEADERS : [...CORS_HEADERS, {name: 'Content-Type', value: 'application/json'}];
    send('Fetch.fulfillRequest', {
      requestId,
      responseCode: preflight ? 204 : 200,
      responseHeaders: headers,
      body,
    }).catch(() => {});
  });
  await send('Fetch.enable', {patterns: MOCKS.map(({pattern}) => ({urlPattern: pattern, requestStage: 'Request'}))});
}

export function requireBuild() {
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
    console.error(`No production build in ${path.relative(ROOT, BUILD_DIR)}: run \`npm run build\` first.`);
    process.exit(1);
  }
}

/** Serves site/build with compression and the security headers, like the static host and the browser tests. */
export const serveBuild = () => startStaticServer({root: BUILD_DIR});

/** Serves the build and starts Chromium for `measure({browser, baseUrl})`, closing both whatever it does. */
export async function withServedBuild(measure) {
  requireBuild();
  const server = await serveBuild();
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
  try {
    return await measure({browser, baseUrl: server.url});
  } finally {
    await browser.close();
    await server.close();
  }
}

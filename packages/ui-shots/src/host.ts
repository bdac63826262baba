// The fake VS Code webview host: the page HTML, the files it may load (served from disk through Playwright routing,
// every other request aborted) and the acquireVsCodeApi stand-in that records what the webview posts.
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

import type {BrowserContext, Route} from 'playwright-core';

import {
  bodyAttributes,
  escapeAttribute,
  fontFaceCss,
  EMOJI_FAMILY,
  MONO_ALIASES,
  SANS_ALIASES,
  variablesStyle,
  WEBVIEW_DEFAULT_CSS,
  type FontFile,
  type ThemeInfo,
  type VariableDump,
} from './theme.js';

export const ORIGIN = 'http://vscode-webview.test';
const require = createRequire(import.meta.url);

const SANS_FILES: FontFile[] = [400, 500, 600, 700].map((weight) => ({
  url: `/fonts/open-sans-latin-${weight}-normal.woff2`,
  weight,
  style: 'normal',
}));
SANS_FILES.push({url: '/fonts/open-sans-latin-400-italic.woff2', weight: 400, style: 'italic'});
const MONO_FILES: FontFile[] = [400, 700].map((weight) => ({
  url: `/fonts/cascadia-code-latin-${weight}-normal.woff2`,
  weight,
  style: 'normal',
}));

function fontDir(pkg: string): string {
  return path.join(path.dirname(require.resolve(`${pkg}/LICENSE`)), 'files');
}

/**
 * Colour emoji (the mode icons) come from Debian's Noto Color Emoji: the npm builds of that font use a colour format
 * headless Chromium draws blank. The file is served and registered like the other fonts, so no other system font is
 * ever used; without it the run stops rather than render blank icons.
 */
export const EMOJI_FILE = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';

function emojiFiles(): FontFile[] {
  if (!existsSync(EMOJI_FILE)) {
    throw new Error(`${EMOJI_FILE} is missing: apt-get install fonts-noto-color-emoji (the mode icons are emoji)`);
  }
  return [{url: '/fonts/emoji/NotoColorEmoji.ttf', weight: '100 900', style: 'normal', format: 'truetype'}];
}

export interface HostPaths {
  srcDir: string;
  buildDir: string;
}

/** URL prefix → folder on disk; the first match wins, so the longer prefixes come first. */
export function mounts(paths: HostPaths): [string, string][] {
  const {srcDir, buildDir} = paths;
  return [
    ['/webview-ui/build/', buildDir],
    ['/assets/codicons/', path.join(srcDir, 'src', 'assets', 'codicons')],
    ['/assets/images/', path.join(srcDir, 'src', 'assets', 'images')],
    [
      '/assets/vscode-material-icons/icons/',
      path.join(srcDir, 'webview-ui', 'node_modules', 'vscode-material-icons', 'generated', 'icons'),
    ],
    ['/webview-ui/audio/', path.join(srcDir, 'webview-ui', 'audio')],
    // Vite's preload helper asks for chunks at absolute /assets/… paths.
    ['/assets/', path.join(buildDir, 'assets')],
    ['/fonts/open-sans-', fontDir('@fontsource/open-sans')],
    ['/fonts/cascadia-code-', fontDir('@fontsource/cascadia-code')],
    ['/fonts/emoji/', path.dirname(EMOJI_FILE)],
  ];
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.wav': 'audio/wav',
};

export function pageHtml(theme: ThemeInfo, dump: VariableDump): string {
  const body = Object.entries(bodyAttributes(theme))
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ');
  const emoji = emojiFiles();
  const fonts = [
    fontFaceCss(SANS_ALIASES, SANS_FILES),
    fontFaceCss(MONO_ALIASES, MONO_FILES),
    fontFaceCss([EMOJI_FAMILY], emoji),
  ].join('\n');
  return `<!DOCTYPE html>
<html lang="en" style="${escapeAttribute(variablesStyle(dump))}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<style id="_defaultStyles">${WEBVIEW_DEFAULT_CSS}</style>
<style>${fonts}
*, *::before, *::after { caret-color: transparent !important; }</style>
<link rel="stylesheet" href="/webview-ui/build/assets/index.css">
<link rel="stylesheet" href="/assets/codicons/codicon.css">
<script>
window.IMAGES_BASE_URI = "${ORIGIN}/assets/images";
window.AUDIO_BASE_URI = "${ORIGIN}/webview-ui/audio";
window.MATERIAL_ICONS_BASE_URI = "${ORIGIN}/assets/vscode-material-icons/icons";
</script>
<title>Roo Code</title>
</head>
<body ${body}>
<div id="root"></div>
<script type="module" src="/webview-ui/build/assets/index.js"></script>
</body>
</html>`;
}

export interface RequestLog {
  /** Same-origin paths that had no file (the webview's source-map probes end here). */
  missing: string[];
  /** URLs of other origins, all aborted. */
  blocked: string[];
}

/**
 * An empty but valid source map: the webview preloads the maps of its bundles (about 10 MB each) for error reports,
 * which no screenshot needs; passing them through Playwright's routing for every page costs seconds each time.
 */
const EMPTY_SOURCE_MAP = JSON.stringify({version: 3, sources: [], names: [], mappings: ''});
const fileCache = new Map<string, Buffer>();

function readCached(file: string): Buffer {
  let body = fileCache.get(file);
  if (!body) {
    body = readFileSync(file);
    fileCache.set(file, body);
  }
  return body;
}

/** Serves the page and the mounted folders; aborts anything else and notes it. */
export async function routeHost(context: BrowserContext, paths: HostPaths, html: string, log: RequestLog) {
  const table = mounts(paths);
  await context.route('**/*', async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) {
      log.blocked.push(url.href);
      return route.abort('blockedbyclient');
    }
    if (url.pathname === '/' || url.pathname === '/index.html') {
      return route.fulfill({status: 200, contentType: 'text/html', body: html});
    }
    if (url.pathname.endsWith('.map') || url.searchParams.has('source-map')) {
      return route.fulfill({status: 200, contentType: 'application/json', body: EMPTY_SOURCE_MAP});
    }
    for (const [prefix, dir] of table) {
      if (!url.pathname.startsWith(prefix)) continue;
      const rest = decodeURIComponent(url.pathname.slice(prefix.length));
      const isFont = prefix.startsWith('/fonts/') && prefix.endsWith('-');
      const file = path.join(dir, isFont ? `${prefix.slice('/fonts/'.length)}${rest}` : rest);
      if (!file.startsWith(dir) || !existsSync(file)) break;
      return route.fulfill({
        status: 200,
        contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
        body: readCached(file),
      });
    }
    log.missing.push(url.pathname);
    return route.fulfill({status: 404, body: ''});
  });
}

/**
 * Runs in the page before the webview's script: a stand-in for acquireVsCodeApi that keeps what the webview posts
 * in window.__posted and answers requests with the canned replies given, by request type. Plain JavaScript in a
 * string, because the TypeScript loader would add helpers to a function that do not exist in the page.
 */
export function fakeVsCodeApiScript(replies: Record<string, unknown[]>): string {
  return `(() => {
  const replies = ${JSON.stringify(replies)};
  window.__posted = [];
  let state;
  const api = {
    postMessage(message) {
      window.__posted.push(message);
      const canned = message && message.type ? replies[message.type] : undefined;
      if (!canned) return;
      for (const reply of canned) {
        // The request id (or mode slug, or setting name) the webview sent is echoed back, as the extension does.
        const data = Object.assign({}, reply);
        if (message.requestId && !data.requestId) data.requestId = message.requestId;
        if (message.slug && !data.slug) data.slug = message.slug;
        if (message.setting && !data.setting) data.setting = message.setting;
        // A search's answer is matched against the request id the webview keeps in React state, which a loaded
        // machine may not have committed by the next tick: the answer was then dropped and the menu read No results.
        const delay = message.requestId ? 50 : 0;
        setTimeout(() => window.dispatchEvent(new MessageEvent('message', {data})), delay);
      }
    },
    getState: () => state,
    setState: (next) => (state = next),
  };
  window.acquireVsCodeApi = () => api;
})();`;
}

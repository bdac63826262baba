// Checks every internal link of a production build without a browser: the target page must exist and a `#hash`
// must be an id on that page. Redirect stubs count as pages, since the old paths must keep working.
import fs from 'node:fs';
import path from 'node:path';

const stripHtml = (file) => file.replace(/\.html$/, '');

/** The route a built file serves: `faq/index.html` → `/faq`, `404.html` → `/404`. */
export function routeOfFile(relativeFile) {
  const route = '/' + stripHtml(relativeFile.split(path.sep).join('/')).replace(/(^|\/)index$/, '');
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}

export function collectPages(buildDir) {
  const pages = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (entry.name.endsWith('.html')) {
        pages.set(routeOfFile(path.relative(buildDir, full)), fs.readFileSync(full, 'utf8'));
      }
    }
  };
  walk(buildDir);
  return pages;
}

// The build writes pages unminified (SKIP_HTML_MINIFICATION in site/package.json), so values are quoted; a build
// with the minifier back on leaves some unquoted, and both forms are read so the check works on either.
const attributeValue = (match) => (match[1] ?? match[2] ?? match[3]).replace(/&amp;/g, '&');

export const idsOf = (html) =>
  new Set([...html.matchAll(/\sid=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)].map(attributeValue));

export const linksOf = (html) =>
  [...html.matchAll(/<a\s[^>]*?href=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)].map(attributeValue);

/** Broken internal links of a set of pages, as `source → href (reason)` lines. */
export function brokenLinks(pages) {
  const ids = new Map([...pages].map(([route, html]) => [route, idsOf(html)]));
  const problems = [];
  for (const [source, html] of pages) {
    if (source === '/404') continue;
    for (const href of linksOf(html)) {
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      const url = new URL(href, 'http://site.invalid');
      const route = decodeURIComponent(url.pathname).replace(/\/$/, '') || '/';
      if (/\.[a-z0-9]+$/i.test(route) && !/\/v\d+\.\d+(\.\d+)?$/.test(route)) continue; // a static file, not a page
      if (!pages.has(route)) {
        problems.push(`${source} → ${href} (no such page)`);
        continue;
      }
      const hash = decodeURIComponent(url.hash.slice(1));
      if (hash && !ids.get(route).has(hash)) problems.push(`${source} → ${href} (no #${hash} on that page)`);
    }
  }
  return problems;
}

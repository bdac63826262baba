// Checks every internal link of a production build without a browser: the target page must exist and a `#hash`
// must be an id on that page. Redirect stubs count as pages, since the old paths must keep working.
import fs from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';

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

/**
 * The ids of a page's elements and the hrefs of its links, read by an HTML parser, so markup that only looks like a
 * tag (in a script, a comment or an attribute's value) is not taken for one, and entities are decoded.
 */
export function readPage(html) {
  const ids = new Set();
  const links = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id !== undefined) ids.add(attributes.id);
      if (name === 'a' && attributes.href !== undefined) links.push(attributes.href);
    },
  });
  parser.end(html);
  return {ids, links};
}

/** Broken internal links of a set of pages, as `source → href (reason)` lines. */
export function brokenLinks(pages) {
  const read = new Map([...pages].map(([route, html]) => [route, readPage(html)]));
  const problems = [];
  for (const [source, {links}] of read) {
    if (source === '/404') continue;
    for (const href of links) {
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      const url = new URL(href, 'http://site.invalid');
      const route = decodeURIComponent(url.pathname).replace(/\/$/, '') || '/';
      if (/\.[a-z0-9]+$/i.test(route) && !/\/v\d+\.\d+(\.\d+)?$/.test(route)) continue; // a static file, not a page
      if (!pages.has(route)) {
        problems.push(`${source} → ${href} (no such page)`);
        continue;
      }
      const hash = decodeURIComponent(url.hash.slice(1));
      if (hash && !read.get(route).ids.has(hash)) problems.push(`${source} → ${href} (no #${hash} on that page)`);
    }
  }
  return problems;
}

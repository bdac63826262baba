/** Finding a page from what an agent passes: a route, a URL of the site, a twin's path, with or without #anchor. */
import distance from 'talisman/metrics/damerau-levenshtein.js';
import type {Heading, Page, Site} from './site';

/** Longer than any route of the site (the longest is under 100 characters). */
export const MAX_ROUTE_CHARS = 2000;
/** Only this much of an unknown route is compared with the site's routes, so the cost per call stays small. */
const COMPARED_CHARS = 200;

/** A value cut to a length that fits in a message, so an error never echoes a whole hostile input. */
export function shortened(value: string, length = 120): string {
  return value.length > length ? `${value.slice(0, length)}… (${value.length} characters)` : value;
}

export type Resolved = {ok: true; page: Page; heading: Heading | null} | {ok: false; message: string};

/**
 * Up to five routes that look like `wanted`: same last segment first, then the smallest edit distance, in which a
 * swap of neighbouring characters counts as one edit, as in the search box's typo correction.
 */
export function closeRoutes(site: Site, wanted: string, count = 5): string[] {
  const target = wanted.slice(0, COMPARED_CHARS).toLowerCase().replace(/^\/?/, '/');
  const last = target.split('/').pop() ?? '';
  return site.pages
    .map((page) => {
      const own = page.route.split('/').pop() ?? '';
      const sameName = last !== '' && (own === last || own.includes(last) || (own !== '' && last.includes(own)));
      return {route: page.route, rank: distance(target, page.route) - (sameName ? 100 : 0)};
    })
    .sort((a, b) => a.rank - b.rank)
    .slice(0, count)
    .map((item) => item.route);
}

export function resolvePage(site: Site, input: string): Resolved {
  let value = input.trim();
  if (value === '') return {ok: false, message: 'No page given: pass a route such as /features/checkpoints.'};
  if (value.length > MAX_ROUTE_CHARS)
    return {ok: false, message: 'That is not a route: pass a path such as /features/checkpoints.'};
  if (/^roo-docs:\/\//.test(value)) value = value.slice('roo-docs://'.length);
  else if (/^https?:\/\//i.test(value)) {
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      return {ok: false, message: `"${shortened(input)}" is not a valid URL.`};
    }
    if (parsed.origin !== site.origin && !['127.0.0.1', 'localhost'].includes(parsed.hostname)) {
      return {ok: false, message: `${parsed.origin} is not the docs site; pass a route or a URL of ${site.origin}.`};
    }
    value = parsed.pathname + parsed.hash;
  }
  const hashAt = value.indexOf('#');
  let anchor = '';
  try {
    anchor = hashAt >= 0 ? decodeURIComponent(value.slice(hashAt + 1)) : '';
  } catch {
    return {ok: false, message: `The anchor after # is not valid percent-encoding; pass it as the page shows it.`};
  }
  let route = (hashAt >= 0 ? value.slice(0, hashAt) : value).split('?')[0]!;
  route = route
    .replace(/^\/?/, '/')
    .replace(/\/index\.(html|md)$/, '/')
    .replace(/\.(md|html)$/, '')
    .replace(/(.)\/+$/, '$1');
  if (route === '/index') route = '/';
  const page = site.byRoute.get(route) ?? site.byRoute.get(route.toLowerCase());
  if (!page) {
    return {
      ok: false,
      message: `No page at ${shortened(route)}. Close matches: ${closeRoutes(site, route).join(', ')}. list_pages lists every route.`,
    };
  }
  if (anchor === '') return {ok: true, page, heading: null};
  const heading = page.headings.find((item) => item.anchor === anchor.toLowerCase() || item.anchor === anchor);
  if (!heading) {
    const anchors = page.headings.map((item) => `#${item.anchor}`).join(', ');
    return {
      ok: false,
      message: `${page.route} has no section #${shortened(anchor)}. Its sections: ${anchors || '(none)'}.`,
    };
  }
  return {ok: true, page, heading};
}

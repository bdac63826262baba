// The page left at each old path, for hosts that serve a file where a redirect rule should win (Cloudflare Pages
// does) or have no rules at all. Every page runs the same inline script, which reads its target from the page, so
// the Content-Security-Policy lists one hash for all of them. The client-redirects plugin wrote the target into each
// page's script: forty pages, forty hashes, about 2 KB of policy on every response the site sends. That pushed this
// site's pages past the 14.6 KB a new connection can carry in its first round trip, one more round trip for every
// first visit (Lighthouse's simulated LCP went from about 1.1 s to 1.2–1.4 s on a page at the limit).
import type {RedirectRule} from './redirect-rules';

/** Forwards the query and hash too, so an old link with `#a-heading` still lands on that heading. */
export const REDIRECT_SCRIPT =
  "location.replace(document.querySelector('link[rel=canonical]').getAttribute('href')+location.search+location.hash)";

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page at an old path: the script for browsers, a meta refresh without JavaScript, a link for everyone else. */
export function redirectPage(to: string): string {
  const target = escapeAttribute(to);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="robots" content="noindex">
<title>Moved to ${target}</title>
<link rel="canonical" href="${target}">
<script>${REDIRECT_SCRIPT}</script>
<meta http-equiv="refresh" content="0; url=${target}">
</head>
<body>
<p>This page has moved to <a href="${target}">${target}</a>.</p>
</body>
</html>
`;
}

/** Where the page for an old path goes in the build, as Docusaurus lays out a route without a trailing slash. */
export function redirectPageFile(from: string): string {
  return `${from.replace(/^\/+|\/+$/g, '')}/index.html`;
}

/**
 * What is wrong with the table against the site's routes: a target that is not a page, or an old path that is one
 * (its page would be overwritten). Empty when the table is sound.
 */
export function redirectProblems(redirects: readonly RedirectRule[], routes: readonly string[]): string[] {
  const known = new Set(routes.map((route) => route.replace(/(.)\/$/, '$1')));
  const problems: string[] = [];
  for (const {from, to} of redirects) {
    if (!known.has(to)) problems.push(`${from} → ${to}: the target is not a page of the site`);
    if (known.has(from)) problems.push(`${from} → ${to}: the old path is still a page of the site`);
    if (!/^\/[^?#]*[^/?#]$/.test(from)) problems.push(`${from} → ${to}: the old path must be a plain path`);
  }
  return problems;
}

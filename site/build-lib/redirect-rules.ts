// The redirect table as server-side rules for static hosts, so crawlers and old bookmarks get a real 301
// instead of the client-side redirect page (which only works once JavaScript or the meta refresh runs).
export type RedirectRule = {from: string; to: string};

/**
 * Netlify and Cloudflare Pages `_redirects`: one `from to 301` rule a line. Netlify skips a rule whose path
 * exists as a file (the client-side redirect page does) unless the status carries a `!`, which Cloudflare rejects;
 * so `force` is for Netlify only.
 */
export function netlifyRedirects(redirects: readonly RedirectRule[], {force = false} = {}): string {
  const header = '# Generated at build time from site/src/data/redirects.ts; edit that file, not this one.';
  const status = force ? '301!' : '301';
  return `${[header, ...redirects.map(({from, to}) => `${from} ${to} ${status}`)].join('\n')}\n`;
}

/** Vercel's `vercel.json`: `permanent: true` answers 308, which search engines treat like 301. */
type VercelHeaders = {source: string; headers: {key: string; value: string}[]};

/** `pageHeaders`: rules for single paths (the Markdown Link of each page), after the policy for every path. */
export function vercelConfig(
  redirects: readonly RedirectRule[],
  headers?: Record<string, string>,
  pageHeaders: readonly VercelHeaders[] = [],
): string {
  const config = {
    redirects: redirects.map(({from, to}) => ({source: from, destination: to, permanent: true})),
    // Vercel reads no `_headers` file: the same headers go on every path here.
    ...(headers
      ? {
          headers: [
            {source: '/(.*)', headers: Object.entries(headers).map(([key, value]) => ({key, value}))},
            ...pageHeaders,
          ],
        }
      : {}),
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** nginx: exact-match locations, to include inside the site's `server` block. */
export function nginxRedirects(redirects: readonly RedirectRule[]): string {
  return `${redirects.map(({from, to}) => `location = ${from} { return 301 ${to}; }`).join('\n')}\n`;
}

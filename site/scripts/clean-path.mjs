/**
 * The clean URL a request path should move to, or undefined when it is already clean:
 * `/faq/index.html` and `/faq.html` become `/faq`, and `/index.html` becomes `/`.
 */
export function cleanPathFor(pathname) {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'/index.html'.length) || '/';
  if (pathname.endsWith('.html') && pathname !== '/404.html') return pathname.slice(0, -'.html'.length) || '/';
  return undefined;
}

// The page's Copy button and the build's twin writer both need the twin's address, so it lives on the browser side.

/** Where a page's Markdown twin is served: its path plus `.md`, and `/index.md` for the home page. */
export function markdownPathFor(permalink: string): string {
  const clean = permalink.replace(/\/+$/, '');
  return clean === '' ? '/index.md' : `${clean}.md`;
}

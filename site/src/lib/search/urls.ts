// Addresses the search box and the /search page send readers to.

/** The query parameter the target page reads to highlight the searched words (SPEC §9). */
export const HIGHLIGHT_PARAM = '_highlight';

/** The words of a query worth highlighting: distinct, in order. */
export function highlightTerms(query: string): string[] {
  return [...new Set(query.trim().toLowerCase().split(/\s+/).filter(Boolean))];
}

/** A result's address with one `_highlight` parameter per searched word, before any `#anchor`. */
export function highlightedUrl(url: string, query: string): string {
  const [path, hash] = url.split('#', 2);
  const params = new URLSearchParams();
  for (const term of highlightTerms(query)) params.append(HIGHLIGHT_PARAM, term);
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}

/** The /search page for a query, optionally narrowed to one section. */
export function searchPageUrl(query: string, section?: string): string {
  const params = new URLSearchParams({q: query.trim()});
  if (section) params.set('ctx', section);
  return `/search?${params.toString()}`;
}

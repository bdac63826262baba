// Reads the /search page's address (SPEC §2: q, ctx and version) without ever throwing: a malformed query string
// gives an empty query, an unknown section gives the whole site.

export type SearchPageParams = {query: string; section: string; version: string};

function safeParams(search: string): URLSearchParams {
  try {
    return new URLSearchParams(search);
  } catch {
    return new URLSearchParams();
  }
}

export function readSearchPageParams(search: string, sections: readonly string[]): SearchPageParams {
  const params = safeParams(search);
  const section = params.get('ctx') ?? '';
  return {
    query: params.get('q') ?? '',
    section: sections.includes(section) ? section : '',
    version: params.get('version') ?? '',
  };
}

/** The address of the page for these params; empty ones are left out. */
export function searchPagePath({query, section}: Pick<SearchPageParams, 'query' | 'section'>): string {
  const params = new URLSearchParams();
  if (query !== '') params.set('q', query);
  if (section !== '') params.set('ctx', section);
  const search = params.toString();
  return `/search${search ? `?${search}` : ''}`;
}

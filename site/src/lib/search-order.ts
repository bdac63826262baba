// Orders local-search results so release notes come after every other page (SPEC §9 Search).

/** Suggestions shown under the search box; the plugin's `searchResultLimits` is set to the same number. */
export const SUGGESTION_LIMIT = 8;

/** Where the release notes live, under the site's base URL. */
export const RELEASE_NOTES_PATH = 'update-notes';

/**
 * How many results to ask the worker for when `limit` are shown. The worker stops at its limit, so asking for
 * only 8 would let eight release notes crowd out a guide page that ranks ninth.
 */
export function fetchLimitFor(limit: number): number {
  return Math.max(50, 5 * limit);
}

/** The parts of the plugin's search result this module reads. */
export type OrderableResult = {
  document: {i: number; u: string};
  type: number;
  page?: {i: number} | false | null;
  isInterOfTree?: boolean;
  isLastOfTree?: boolean;
};

// The plugin's document types: 0 a page title, 1 a heading, 2 a description, 3 keywords, 4 a paragraph.
const TITLE_TYPE = 0;
const KEYWORDS_TYPE = 3;

/** Whether a result's URL is a release-note page: `/update-notes` itself or anything below it. */
export function isReleaseNote(url: string, baseUrl = '/'): boolean {
  const prefix = `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${RELEASE_NOTES_PATH}`;
  if (!url.startsWith(prefix)) return false;
  const next = url.charAt(prefix.length);
  return next === '' || next === '/' || next === '#' || next === '?';
}

/**
 * Moves release-note results after all others, keeps the worker's order inside each group, keeps at most `limit`
 * and recomputes the tree marks (a heading or paragraph shown indented under its page title just above it), since
 * the cut can end a page's group early.
 */
export function orderSearchResults<T extends OrderableResult>(
  results: readonly T[],
  limit: number,
  baseUrl = '/',
): T[] {
  const guides = results.filter((result) => !isReleaseNote(result.document.u, baseUrl));
  const notes = results.filter((result) => isReleaseNote(result.document.u, baseUrl));
  return markTrees([...guides, ...notes].slice(0, Math.max(0, limit)));
}

/**
 * The plugin's tree rule, on copies: an item whose page is already listed above it (as a title, or as a keywords
 * match, which shows the page) hangs under that page.
 */
function markTrees<T extends OrderableResult>(results: readonly T[]): T[] {
  const pageIdOf = (item: T) => (item.page ? item.page.i : undefined);
  const shownIdOf = (item: T) =>
    item.type === TITLE_TYPE ? item.document.i : item.type === KEYWORDS_TYPE ? pageIdOf(item) : undefined;
  return results.map((item, index) => {
    const {isInterOfTree: _inter, isLastOfTree: _last, ...rest} = item;
    const copy = rest as T;
    const pageId = pageIdOf(item);
    if (index === 0 || pageId === undefined) return copy;
    const underPage = results.slice(0, index).some((previous) => shownIdOf(previous) === pageId);
    if (!underPage) return copy;
    const next = results[index + 1];
    if (next !== undefined && pageIdOf(next) === pageId) return {...copy, isInterOfTree: true};
    return {...copy, isLastOfTree: true};
  });
}

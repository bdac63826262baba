// Stands in for the search plugin's `searchByWorker` module (swapped in by plugins/search-client-overrides.ts): release notes
// after other pages in the box and on /search, and the index state the box shows while the index downloads.
import {
  fetchIndexesByWorker as fetchIndexesInWorker,
  searchByWorker as searchInWorker,
  // @ts-expect-error -- the plugin ships no types for its internal modules
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js';
import {SUGGESTION_LIMIT, fetchLimitFor, orderSearchResults, type OrderableResult} from '@site/src/lib/search-order';

let loadingCount = 0;
const listeners = new Set<() => void>();
const setLoading = (change: number) => {
  loadingCount += change;
  listeners.forEach((listener) => listener());
};

/** For `useSyncExternalStore`: whether an index download is under way. */
export const isIndexLoading = (): boolean => loadingCount > 0;
export function subscribeIndexLoading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A missing index (a made-up `version` in a /search link, a dropped connection) means no results, not a crash.
export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  setLoading(1);
  try {
    await fetchIndexesInWorker(baseUrl, searchContext);
  } catch (error) {
    console.warn(`The search index of "${baseUrl}${searchContext}" could not be loaded.`, error);
  } finally {
    setLoading(-1);
  }
}

// The box asks for 8; /search asks for 100 and should list every match, so it keeps all that the worker found.
export async function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number) {
  let results: OrderableResult[];
  try {
    results = await searchInWorker(baseUrl, searchContext, input, fetchLimitFor(limit));
  } catch {
    return [];
  }
  return orderSearchResults(results, limit <= SUGGESTION_LIMIT ? limit : results.length, baseUrl);
}

// Connects the site search (src/lib/search/site-search.ts) to the browser: Pagefind's script is loaded from the
// built bundle on first use, and the box can show that it is loading. One instance serves the box and /search.
import {useSyncExternalStore} from 'react';
import {createSiteSearch} from '@site/src/lib/search/site-search';
import {SEARCH_BUNDLE} from '@site/src/lib/search/bundles';
import type {PagefindApi} from '@site/src/lib/search/pagefind-types';

const BUNDLE_URL = `/${SEARCH_BUNDLE}/`;

let loadingCount = 0;
const listeners = new Set<() => void>();
function tracked<T>(work: Promise<T>): Promise<T> {
  loadingCount += 1;
  listeners.forEach((listener) => listener());
  return work.finally(() => {
    loadingCount -= 1;
    listeners.forEach((listener) => listener());
  });
}

let pagefind: Promise<PagefindApi> | undefined;
function loadPagefind(): Promise<PagefindApi> {
  pagefind ??= tracked(
    (async () => {
      const api = (await import(/* webpackIgnore: true */ `${BUNDLE_URL}pagefind.js`)) as PagefindApi;
      // Short excerpts: the box shows about 50 characters of each (SPEC §9). Pagefind searches in its own worker
      // (SPEC §7: search runs in a background worker), so typing never waits for the WebAssembly.
      await api.options({baseUrl: '/', excerptLength: 16});
      await api.init();
      return api;
    })(),
  );
  // A failed download (a dropped connection, the dev server, which has no index) is tried again next time.
  pagefind.catch(() => {
    pagefind = undefined;
  });
  return pagefind;
}

async function fetchBundleFile(name: string): Promise<string | undefined> {
  const response = await fetch(`${BUNDLE_URL}${name}`);
  return response.ok ? response.text() : undefined;
}

// Its own small script, fetched with the first query: pages that are never searched do not carry it.
const loadStemmer = () => import('wink-porter2-stemmer').then((module) => module.default);

export const siteSearch = createSiteSearch({loadPagefind, fetchBundleFile, loadStemmer});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Whether the search index is being downloaded right now. */
export function useSearchIndexLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loadingCount > 0,
    () => false,
  );
}

// Marks the searched words on a page opened from a search result (`?_highlight=word`, SPEC §9). mark.js (about 9 KB
// compressed) is downloaded the first time there is something to mark, so no other page view pays for it.
import type {Location} from 'history';
import {HIGHLIGHT_PARAM} from '@site/src/lib/search/urls';

type Marker = {mark(keywords: string[], options?: object): void; unmark(options?: object): void};
type MarkConstructor = new (root: Element) => Marker;

let markLibrary: Promise<MarkConstructor> | undefined;
// A newer route's highlight wins over an older one whose library arrives late.
let routeCount = 0;

function termsOf(location: Location): string[] {
  try {
    return new URLSearchParams(location.search).getAll(HIGHLIGHT_PARAM).filter((term) => term.trim() !== '');
  } catch {
    return [];
  }
}

export function onRouteDidUpdate({location}: {location: Location}): void {
  routeCount += 1;
  const route = routeCount;
  const terms = termsOf(location);
  if (terms.length === 0) return;
  markLibrary ??= import('mark.js').then((module: {default: MarkConstructor}) => module.default);
  markLibrary.then(
    (Mark) => {
      const root = document.querySelector('article');
      if (route !== routeCount || !root) return;
      const marker = new Mark(root);
      marker.unmark();
      marker.mark(terms, {separateWordSearch: false, exclude: ['nav *', 'button *']});
    },
    // Highlighting is a nicety: without it the page is still the right page.
    () => undefined,
  );
}

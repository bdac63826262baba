// Stands in for @docusaurus/core's client/docusaurus module (window.docusaurus: prefetch and preload; swapped by
// ./index.ts). Links prefetch their route when they scroll into view. The original did all of it at
// once: for each link it scanned every route's chunk list with a regular expression (~450 routes here) and added a
// <link rel="prefetch"> per chunk, even for chunks another link had already asked for; with thirty links in view
// that made one of the longest tasks of a page load. Here the route → chunks index is built once, each asset is
// prefetched once, and the work waits for idle time in slices that leave the main thread free.
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import flat from '@docusaurus/core/lib/client/flat';
import preloadRoute from '@docusaurus/core/lib/client/preload';
import prefetchAsset from '@docusaurus/core/lib/client/prefetch';
import {
  chunkNamesByRoute,
  createIdleQueue,
  defaultIdleScheduler,
  gatedScheduler,
  heldScheduler,
} from './prefetch-queue';
import {onFirstInteraction} from './first-interaction';
import {isReaderAtAField, pointerWatch} from './reader-at-a-field';

declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

type Connection = {effectiveType?: string; saveData?: boolean};

const requestedRoutes = new Set<string>();
const loadedRoutes = new Set<string>();
const requestedAssets = new Set<string>();

const isSlowConnection = (): boolean => {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

let chunksOf: Map<string, string[]> | undefined;
const chunkNamesFor = (routePath: string): string[] =>
  (chunksOf ??= chunkNamesByRoute(routesChunkNames, flat))?.get(routePath) ?? [];

// Prefetching starts once the reader scrolls, points, types or touches: until then it would only compete with the
// page load (on a phone, every <link rel=prefetch> costs main-thread time) for pages a reader who leaves never opens.
// A link the reader is about to follow still loads its route at once (preload below, on hover or touch).
// Nor does it run while the pointer travels, or while the reader types into a field or points at one: a reader on
// their way to the search box would otherwise share the first query's connection with pages they have not pointed
// at (issue 43). It runs once the pointer rests, as a reader reads.
const BUSY_RETRY_MS = 500;
const pointer = pointerWatch(window, () => performance.now());
const whileReading = gatedScheduler(
  () => !pointer.isMoving() && !isReaderAtAField(document),
  defaultIdleScheduler,
  (again) => setTimeout(again, BUSY_RETRY_MS),
);
const queue = createIdleQueue(heldScheduler((release) => onFirstInteraction(window, release), whileReading));

function prefetch(routePath: string): false | Promise<void> {
  if (isSlowConnection() || loadedRoutes.has(routePath) || requestedRoutes.has(routePath)) return false;
  requestedRoutes.add(routePath);
  return queue.add(() => {
    // Nested routes share a path here (the docs root, its version and its sidebar are all "/"), so the same chunk
    // comes up several times.
    const chunkNames = new Set(matchRoutes(routes, routePath).flatMap((match) => chunkNamesFor(match.route.path)));
    const assets = [...chunkNames]
      .map((chunkName) => __webpack_require__.gca(chunkName))
      // webpack may merge a chunk into another; its name then maps to no file of its own.
      .filter((asset): asset is string => Boolean(asset) && !asset!.includes('undefined'))
      .filter((asset) => !requestedAssets.has(asset));
    for (const asset of assets) requestedAssets.add(asset);
    return Promise.all(assets.map((asset) => prefetchAsset(asset))).then(() => undefined);
  });
}

function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loadedRoutes.has(routePath)) return false;
  loadedRoutes.add(routePath);
  return preloadRoute(routePath);
}

// Mounted on window by the client entry, as the original is; frozen for the same reason.
export default Object.freeze({prefetch, preload});

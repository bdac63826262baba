// The routes the browser sweep (sweep.spec.ts) loads: every doc page, the search page and one sample of release notes.
import {DOC_ROUTES, SEARCH_ROUTE, updateNoteRoutes} from './routes';

export const isSeries = (route: string) => /^\/update-notes\/v\d+\.\d+$/.test(route);
export const isVersion = (route: string) => /^\/update-notes\/v\d+\.\d+\.\d+$/.test(route);

const versionParts = (route: string) =>
  route
    .replace(/^.*\/v/, '')
    .split('.')
    .map(Number);
const byVersion = (a: string, b: string) => {
  const [x, y] = [versionParts(a), versionParts(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/** Takes `count` routes spread evenly over `routes`, first one included. */
function spread(routes: string[], count: number): string[] {
  const step = routes.length / count;
  return Array.from({length: count}, (_, index) => routes[Math.floor(index * step)]);
}

/** Every version's route, oldest first (by number: a string sort would put v3.10 before v3.2). */
export const VERSIONS = updateNoteRoutes.filter(isVersion).sort(byVersion);
export const NEWEST = VERSIONS[VERSIONS.length - 1];
export const OLDEST = VERSIONS[0];

// Notes share one template, the one page component with the one sidebar, so what a sample of versions can catch and
// the others cannot is in their own Markdown: each series page has its own summary, each version its own text. The
// sample: the index, every series page, 10 versions spread by number from the oldest, the newest and v3.28.10 (the
// release the guides describe). Every note's built HTML is still read without a browser, for links to missing pages or
// anchors (links.spec.ts) and for Markdown shown as text (markup-leaks.spec.ts).
export const SPREAD_SIZE = 10;
export const NOTE_SAMPLE = [
  '/update-notes',
  ...updateNoteRoutes.filter(isSeries),
  ...new Set([...spread(VERSIONS, SPREAD_SIZE), NEWEST, '/update-notes/v3.28.10']),
];

export const SWEEP_ROUTES = [...DOC_ROUTES, SEARCH_ROUTE, ...NOTE_SAMPLE];

// The navbar is the same on every page: the phone and tablet widths between the sweep's own are checked on three.
export const NAVBAR_ROUTES = ['/', '/providers/anthropic', NEWEST];
export const NAVBAR_WIDTHS = [320, 360, 414, 768];

/** The first route of each docs folder: a sidebar category is expanded (and its links rendered) only on its pages. */
export const folderOf = (route: string) => route.slice(0, route.lastIndexOf('/'));
const FIRST_OF_EACH_FOLDER = DOC_ROUTES.filter(
  (route, index) => DOC_ROUTES.findIndex((other) => folderOf(other) === folderOf(route)) === index,
);

// The chrome (navbar, doc sidebar, footer) is one component tree on every page: axe checks it on these routes, and
// only the rest of the page elsewhere. They show every docs category expanded, the release-notes sidebar on its index
// and with the oldest and the newest series open, and the search page. The layout probe still measures the
// chrome (widths, overlaps, text contrast) on every route.
export const CHROME_ROUTES = [
  ...new Set([
    ...NAVBAR_ROUTES,
    ...FIRST_OF_EACH_FOLDER,
    SEARCH_ROUTE,
    '/update-notes',
    OLDEST,
    '/update-notes/v3.28.10',
  ]),
];

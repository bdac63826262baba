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

// Notes share one template, but each series page lists its own releases and each version carries its own Markdown:
// the index, every series page, and 40 versions spread by number from the oldest, plus the newest.
export const SPREAD_SIZE = 40;
export const NOTE_SAMPLE = [
  '/update-notes',
  ...updateNoteRoutes.filter(isSeries),
  ...new Set([...spread(VERSIONS, SPREAD_SIZE), NEWEST]),
];

export const SWEEP_ROUTES = [...DOC_ROUTES, SEARCH_ROUTE, ...NOTE_SAMPLE];

// The navbar is the same on every page: the phone and tablet widths between the sweep's own are checked on three.
export const NAVBAR_ROUTES = ['/', '/providers/anthropic', NEWEST];
export const NAVBAR_WIDTHS = [320, 360, 414, 768];

import {DOC_ROUTES, SEARCH_ROUTE} from '../src/data/routes';
import {REDIRECTS} from '../src/data/redirects';
import {UPDATE_NOTES_DIR} from '../build-lib/release-notes/paths';
import {releaseNoteRoutes} from '../build-lib/release-notes/routes';

export const updateNoteRoutes = releaseNoteRoutes(UPDATE_NOTES_DIR);
export const siteRoutes = [...DOC_ROUTES, SEARCH_ROUTE, ...updateNoteRoutes];
const served = new Set(siteRoutes);
/** Redirects whose target page exists; the others join as their pages are written. */
export const liveRedirects = REDIRECTS.filter(({to}) => served.has(to));

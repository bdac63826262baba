import {DOC_ROUTES, SEARCH_ROUTE} from '../src/data/routes';
import {UPDATE_NOTES_DIR} from '../build-lib/release-notes/paths';
import {releaseNoteRoutes} from '../build-lib/release-notes/routes';

export const updateNoteRoutes = releaseNoteRoutes(UPDATE_NOTES_DIR);
export const siteRoutes = [...DOC_ROUTES, SEARCH_ROUTE, ...updateNoteRoutes];

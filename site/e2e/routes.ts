import {docRoutes, SEARCH_ROUTE} from '../build-lib/doc-files';
import {UPDATE_NOTES_DIR} from '../build-lib/release-notes/paths';
import {releaseNoteRoutes} from '../build-lib/release-notes/routes';

/** Every doc page's route, from the files under site/docs. */
export const DOC_ROUTES = docRoutes();
export {SEARCH_ROUTE};
export const updateNoteRoutes = releaseNoteRoutes(UPDATE_NOTES_DIR);
export const siteRoutes = [...DOC_ROUTES, SEARCH_ROUTE, ...updateNoteRoutes];

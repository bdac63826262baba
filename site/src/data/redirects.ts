// Old doc paths that readers and search engines may still hold, and where each now lives: the spec's table (SPEC §2),
// taken from the repository's copy of the spec's route list so that it is written once. To move a page, add the old
// path there (and to the spec); the client redirects, `_redirects`, `vercel.json` and `nginx-redirects.conf` follow.
import specRoutes from './spec-routes.json';

export type Redirect = {from: string; to: string};

export const REDIRECTS: readonly Redirect[] = Object.entries(specRoutes.redirects).map(([from, to]) => ({from, to}));

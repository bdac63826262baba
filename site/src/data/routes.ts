// Every doc route the site serves, checked against the build by e2e/routes.spec.ts. Release-note routes are
// derived from their files (src/lib/release-notes/routes.ts), so they are not listed here.
export const DOC_ROUTES: readonly string[] = ['/', '/features'];

export const SEARCH_ROUTE = '/search';

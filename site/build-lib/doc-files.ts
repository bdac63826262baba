// Node-only: the doc pages under site/docs and their routes, read from the files the way Docusaurus names them (the
// path is the URL), so a new page is listed by being written; and back from a route to its file, for the tests.
// The spec's copy (src/data/spec-routes.json) is the one hand-kept route list; src/data/routes.test.ts compares.
import fs from 'node:fs';
import path from 'node:path';

export const DOCS_DIR = path.resolve(__dirname, '../docs');

/** The theme's search page: a route without a doc file. */
export const SEARCH_ROUTE = '/search';

const PAGE = /\.mdx?$/;

/** Every page of a docs folder: Markdown and MDX files, leaving out partials (a `_` file or folder). */
export function listDocPages(docsDir: string): string[] {
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, {withFileTypes: true})
      .filter((entry) => !entry.name.startsWith('_'))
      .flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return walk(full);
        return PAGE.test(entry.name) ? [full] : [];
      });
  return walk(docsDir)
    .map((file) => path.relative(docsDir, file).split(path.sep).join('/'))
    .sort();
}

/** The route of a page given by its path from the docs folder, e.g. `features/index.mdx` → `/features`. */
export function docRoute(page: string): string {
  const folders = page.split('/');
  const name = folders.pop()!.replace(PAGE, '');
  // Docusaurus's category-index rule: index, README or a file named like its folder takes the folder's URL.
  const isIndex = ['index', 'readme', folders.at(-1)?.toLowerCase()].includes(name.toLowerCase());
  return `/${(isIndex ? folders : [...folders, name]).join('/')}`;
}

export function docRoutes(docsDir: string = DOCS_DIR): string[] {
  return listDocPages(docsDir).map(docRoute).sort();
}

/** The source file of a doc route, or undefined when no page has that route. */
export function docFileFor(docsDir: string, route: string): string | undefined {
  const page = listDocPages(docsDir).find((candidate) => docRoute(candidate) === route);
  return page === undefined ? undefined : path.join(docsDir, page);
}

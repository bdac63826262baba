import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DOCS_DIR, docRoute, docRoutes, listDocPages, SEARCH_ROUTE} from '../../build-lib/doc-files';
import {readFrontMatter} from '../../build-lib/front-matter';
import {UPDATE_NOTES_DIR} from '../../build-lib/release-notes/paths';
import {releaseNoteRoutes} from '../../build-lib/release-notes/routes';
import {REDIRECTS} from './redirects';
import spec from './spec-routes.json';

// The pages are the source of the routes; the spec's copy is the one hand-kept list. A new page the spec does not
// list, or a spec route with no page, fails here.
const pages = docRoutes();
const notes = releaseNoteRoutes(UPDATE_NOTES_DIR);

describe('the routes derived from the pages', () => {
  it('are exactly the doc routes of the spec, plus the search page', () => {
    expect([...pages, SEARCH_ROUTE].sort()).toEqual([...spec.docs].sort());
  });

  it('are exactly the release-note routes of the spec', () => {
    expect([...notes].sort()).toEqual([...spec.updateNotes].sort());
  });

  it('are the URLs Docusaurus gives the pages: no slug front matter moves a page away from its path', () => {
    const moved = listDocPages(DOCS_DIR).flatMap((page) => {
      const {slug} = readFrontMatter(fs.readFileSync(path.join(DOCS_DIR, page), 'utf8'));
      return slug === undefined || slug === docRoute(page) ? [] : [`${page} has slug ${JSON.stringify(slug)}`];
    });
    expect(moved).toEqual([]);
  });
});

describe('the redirect table', () => {
  const live = new Set([...pages, SEARCH_ROUTE, ...notes]);

  it('sends every old path to a page', () => {
    expect(REDIRECTS.filter(({to}) => !live.has(to))).toEqual([]);
  });

  it('never hides a page behind a redirect', () => {
    expect(REDIRECTS.filter(({from}) => live.has(from))).toEqual([]);
  });

  it('leaves the must-404 paths unserved', () => {
    const redirected = new Set(REDIRECTS.map(({from}) => from));
    expect(spec.notFound.filter((route) => live.has(route) || redirected.has(route))).toEqual([]);
  });
});

// The spec lives outside the repository. Where a checkout has it beside the repository (the shared folder) or names
// it in SPEC_ROUTES, the copy must not have fallen behind it.
const SHARED_SPEC = process.env.SPEC_ROUTES ?? path.resolve(__dirname, '../../../../shared/spec/routes.json');
describe.skipIf(!fs.existsSync(SHARED_SPEC))('the copy of the spec', () => {
  it('equals the spec’s routes.json', () => {
    expect(spec).toEqual(JSON.parse(fs.readFileSync(SHARED_SPEC, 'utf8')));
  });
});

import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {UPDATE_NOTES_DIR} from '../../build-lib/release-notes/paths';
import {releaseNoteRoutes} from '../../build-lib/release-notes/routes';
import {REDIRECTS} from './redirects';
import {DOC_ROUTES, SEARCH_ROUTE} from './routes';
import {docFileFor} from '../../build-lib/doc-files';

const spec = JSON.parse(fs.readFileSync(path.join(__dirname, '../../e2e/fixtures/spec-routes.json'), 'utf8')) as {
  docs: string[];
  updateNotes: string[];
};

describe('route manifest', () => {
  it('lists exactly the doc routes of the spec, plus the search page', () => {
    expect([...DOC_ROUTES, SEARCH_ROUTE].sort()).toEqual([...spec.docs].sort());
  });

  it('has a source page for every doc route', () => {
    const docsDir = path.join(__dirname, '../../docs');
    expect(DOC_ROUTES.filter((route) => !docFileFor(docsDir, route))).toEqual([]);
  });

  it('sends every redirect to a doc route of the manifest', () => {
    const routes = new Set<string>(DOC_ROUTES);
    expect(REDIRECTS.filter(({to}) => !routes.has(to))).toEqual([]);
  });

  it('has a release-note page for exactly the versions of the spec', () => {
    expect(releaseNoteRoutes(UPDATE_NOTES_DIR).sort()).toEqual([...spec.updateNotes].sort());
  });
});

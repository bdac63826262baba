import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const stripGlobalDocLists = createRequire(import.meta.url)('./strip-global-doc-lists.cjs') as (s: string) => string;

describe('strip-global-doc-lists loader', () => {
  it("empties each docs version's doc list and keeps its path, sidebars and the other plugins' data", () => {
    const version = {
      name: 'current',
      path: '/',
      isLast: true,
      docs: [{id: 'a', path: '/a', sidebar: 'main'}],
      draftIds: ['wip'],
      sidebars: {main: {link: {path: '/a', label: 'a'}}},
    };
    const globalData = {
      'docusaurus-plugin-content-docs': {
        default: {path: '/', versions: [version], breadcrumbs: true},
        notes: {path: '/notes', versions: [{...version, path: '/notes'}], breadcrumbs: true},
      },
      'roo-counts': {default: {stars: 1, installs: 2}},
    };
    const out = JSON.parse(stripGlobalDocLists(JSON.stringify(globalData)));
    const {docs: _dropped, ...kept} = version;
    expect(out['docusaurus-plugin-content-docs'].default).toEqual({
      path: '/',
      versions: [{...kept, docs: []}],
      breadcrumbs: true,
    });
    expect(out['docusaurus-plugin-content-docs'].notes.versions[0].docs).toEqual([]);
    expect(out['docusaurus-plugin-content-docs'].notes.versions[0].sidebars).toEqual(version.sidebars);
    expect(out['roo-counts']).toEqual(globalData['roo-counts']);
  });

  it('stops the build, naming the patch, on global data of another shape', () => {
    expect(() => stripGlobalDocLists('not json')).toThrow(
      'Upstream patch "lean-docs-metadata": the global data is not JSON',
    );
    expect(() => stripGlobalDocLists('{"other":true}')).toThrow(
      'Upstream patch "lean-docs-metadata": the global data has no docs plugin entry',
    );
    expect(() =>
      stripGlobalDocLists('{"docusaurus-plugin-content-docs":{"default":{"versions":[{"name":"current"}]}}}'),
    ).toThrow('Upstream patch "lean-docs-metadata": no docs version in the global data has a docs list');
  });
});

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

  it('passes through what it does not recognise', () => {
    expect(stripGlobalDocLists('not json')).toBe('not json');
    expect(stripGlobalDocLists('{"other":true}')).toBe('{"other":true}');
  });
});

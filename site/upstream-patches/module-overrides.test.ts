import {describe, expect, it} from 'vitest';
import {countPatchMatches, unmatchedPatchParts, type UpstreamPatch} from './module-overrides';

const patch: UpstreamPatch = {
  overrides: [
    {request: /^@docusaurus\/Link$/, replacement: '/site/upstream-patches/x/link.tsx'},
    {request: /^\.\/gone$/, replacement: '/site/upstream-patches/x/gone.ts'},
  ],
  loaders: [
    {test: /[\\/]registry\.js$/, loader: '/site/upstream-patches/x/a.cjs'},
    {test: /[\\/]renamed\.js$/, loader: '/site/upstream-patches/x/b.cjs'},
  ],
};
const modules = ['/site/upstream-patches/x/link.tsx', '/site/.docusaurus/registry.js', '/n/react/index.js'];

describe('countPatchMatches', () => {
  it('counts the modules each replacement and each loader rule reached', () => {
    expect(countPatchMatches(patch, modules)).toEqual({overrides: [1, 0], loaders: [1, 0]});
  });
});

describe('unmatchedPatchParts', () => {
  it('names the patch and each part that reached no module', () => {
    expect(unmatchedPatchParts('x', patch, countPatchMatches(patch, modules))).toEqual([
      'Upstream patch "x": the module replacement for /^\\.\\/gone$/ matched no module, so upstream code runs ' +
        'unpatched. Upstream has changed; see site/upstream-patches/x/README.md.',
      'Upstream patch "x": the loader for /[\\\\/]renamed\\.js$/ matched no module, so upstream code runs unpatched. ' +
        'Upstream has changed; see site/upstream-patches/x/README.md.',
    ]);
  });

  it('reports nothing when every part applied', () => {
    const all = [...modules, '/site/upstream-patches/x/gone.ts', '/lib/renamed.js'];
    expect(unmatchedPatchParts('x', patch, countPatchMatches(patch, all))).toEqual([]);
  });
});

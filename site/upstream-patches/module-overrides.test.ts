import {describe, expect, it} from 'vitest';
import {countLoaderMatches, replacementCallback, unmatchedPatchParts, type UpstreamPatch} from './module-overrides';

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

describe('countLoaderMatches', () => {
  it('counts the modules each loader rule reached', () => {
    expect(countLoaderMatches(patch, modules)).toEqual([1, 0]);
  });
});

describe('replacementCallback', () => {
  const scoped = {
    request: /^\.\/browserContext$/,
    issuedFrom: (context: string) => context === '/core/lib/client',
    replacement: '/ours/browser-context.tsx',
  };

  it('swaps and counts a request made from the upstream folder it is scoped to', () => {
    let applied = 0;
    const resource = {context: '/core/lib/client', request: './browserContext'};
    replacementCallback(scoped, () => (applied += 1))(resource);
    expect(resource.request).toBe('/ours/browser-context.tsx');
    expect(applied).toBe(1);
  });

  it('neither swaps nor counts the same request made from our own files', () => {
    let applied = 0;
    const resource = {context: '/site/upstream-patches/calm-hydration', request: './browserContext'};
    replacementCallback(scoped, () => (applied += 1))(resource);
    expect(resource.request).toBe('./browserContext');
    expect(applied).toBe(0);
  });

  it('swaps the resolved path when an unscoped override matched after resolution', () => {
    let applied = 0;
    const resource = {createData: {resource: '/n/prism/index.js'}};
    replacementCallback({request: /prism/, replacement: '/ours/empty.ts'}, () => (applied += 1))(resource);
    expect(resource.createData.resource).toBe('/ours/empty.ts');
    expect(applied).toBe(1);
  });
});

describe('unmatchedPatchParts', () => {
  it('names the patch and each part that did nothing, even when our replacement file is in the bundle', () => {
    // link.tsx is among the modules (our own code may import it), yet the override itself was never applied.
    expect(unmatchedPatchParts('x', patch, {overrides: [0, 2], loaders: countLoaderMatches(patch, modules)})).toEqual([
      'Upstream patch "x": the module replacement for /^@docusaurus\\/Link$/ was never applied to an upstream ' +
        'import, so upstream code runs unpatched. Upstream has changed; see site/upstream-patches/x/README.md.',
      'Upstream patch "x": the loader for /[\\\\/]renamed\\.js$/ matched no module, so upstream code runs unpatched. ' +
        'Upstream has changed; see site/upstream-patches/x/README.md.',
    ]);
  });

  it('reports nothing when every part applied', () => {
    const all = [...modules, '/lib/renamed.js'];
    expect(unmatchedPatchParts('x', patch, {overrides: [1, 3], loaders: countLoaderMatches(patch, all)})).toEqual([]);
  });
});

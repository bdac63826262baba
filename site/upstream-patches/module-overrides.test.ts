import {describe, expect, it} from 'vitest';
import {
  countLoaderMatches,
  replacementCallback,
  unmatchedPatchParts,
  upstreamImporters,
  type UpstreamPatch,
} from './module-overrides';

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

  it('swaps a request made from the upstream folder it is scoped to', () => {
    const resource = {context: '/core/lib/client', request: './browserContext'};
    replacementCallback(scoped)(resource);
    expect(resource.request).toBe('/ours/browser-context.tsx');
  });

  it('leaves the same request made from our own files alone', () => {
    const resource = {context: '/site/upstream-patches/calm-hydration', request: './browserContext'};
    replacementCallback(scoped)(resource);
    expect(resource.request).toBe('./browserContext');
  });

  it('swaps the resolved path when an unscoped override matched after resolution', () => {
    const resource = {createData: {resource: '/n/prism/index.js'}};
    replacementCallback({request: /prism/, replacement: '/ours/empty.ts'})(resource);
    expect(resource.createData.resource).toBe('/ours/empty.ts');
  });
});

describe('upstreamImporters', () => {
  const site = '/repo/site';

  it('counts upstream packages, the generated .docusaurus folder and the bundle entry as upstream importers', () => {
    const origins = [
      '/repo/node_modules/@docusaurus/core/lib/client/App.js',
      '/repo/site/.docusaurus/routes.js',
      undefined,
    ];
    expect(upstreamImporters(origins, site)).toBe(3);
  });

  it("does not count our own files: a replacement only our code imports was not applied to upstream's import", () => {
    const origins = ['/repo/site/upstream-patches/calm-hydration/client-entry.tsx', '/repo/site/src/theme/Root.tsx'];
    expect(upstreamImporters(origins, site)).toBe(0);
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

import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const stripDocDescriptions = createRequire(import.meta.url)('./strip-doc-descriptions.cjs') as (s: string) => string;

describe('strip-doc-descriptions loader', () => {
  it('drops each doc description and keeps everything else', () => {
    const metadata = {
      version: {
        pluginId: 'default',
        docsSidebars: {main: [{type: 'link', label: 'A', href: '/a', docId: 'a'}]},
        docs: {a: {id: 'a', title: 'A', description: 'Long text', sidebar: 'main'}, b: {id: 'b', title: 'B'}},
      },
    };
    const out = JSON.parse(stripDocDescriptions(JSON.stringify(metadata)));
    expect(out.version.docs).toEqual({a: {id: 'a', title: 'A', sidebar: 'main'}, b: {id: 'b', title: 'B'}});
    expect(out.version.docsSidebars).toEqual(metadata.version.docsSidebars);
    expect(out.version.pluginId).toBe('default');
  });

  it('stops the build, naming the patch, on metadata of another shape', () => {
    expect(() => stripDocDescriptions('not json')).toThrow(
      'Upstream patch "lean-docs-metadata": the version metadata is not JSON',
    );
    expect(() => stripDocDescriptions('{"other":true}')).toThrow(
      'Upstream patch "lean-docs-metadata": the version metadata has no version.docs',
    );
  });
});

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

  it('passes through what it does not recognise', () => {
    expect(stripDocDescriptions('not json')).toBe('not json');
    expect(stripDocDescriptions('{"other":true}')).toBe('{"other":true}');
  });
});

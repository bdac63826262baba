import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const strip = createRequire(import.meta.url)('./registry-without-module-names.cjs') as (source: string) => string;

const entry = (name: string) =>
  `  "abc": [() => import(/* webpackChunkName: "abc" */ "${name}"), "${name}", require.resolveWeak("${name}")],`;

describe('registry-without-module-names loader', () => {
  it('blanks the module name of every entry and keeps the import and the weak id', () => {
    const source = `export default {\n${entry('@site/docs/a.mdx')}\n${entry('@generated/x/p/b-1.json')}\n};\n`;
    expect(strip(source)).toBe(
      'export default {\n' +
        '  "abc": [() => import(/* webpackChunkName: "abc" */ "@site/docs/a.mdx"), "", require.resolveWeak("@site/docs/a.mdx")],\n' +
        '  "abc": [() => import(/* webpackChunkName: "abc" */ "@generated/x/p/b-1.json"), "", require.resolveWeak("@generated/x/p/b-1.json")],\n' +
        '};\n',
    );
  });

  it('stops the build, naming the patch, on a registry of another shape', () => {
    expect(() => strip('export default {};\n')).toThrow(
      'Upstream patch "lean-route-registry": no route entry of the expected shape in registry.js',
    );
  });
});

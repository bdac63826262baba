import {createRequire} from 'node:module';
import {describe, it} from 'vitest';
import {contractOf} from '../contract';

const contract = contractOf('lean-route-registry');
const strip = createRequire(import.meta.url)('./registry-without-module-names.cjs') as (source: string) => string;

describe('lean-route-registry contract with the installed Docusaurus', () => {
  it('generates registry.js entries of the shape the loader blanks', () => {
    const codegen = contract.read('@docusaurus/core', 'lib/server/codegen/codegenRoutes.js');
    contract.expect(codegen, "codegen writing 'registry.js'").toContain("'registry.js'");
    // The entry template, as the code generator writes it, filled in the way it fills it in.
    const template = /`( {2}"\$\{chunkName\}": \[\(\) => import\(.*\)\],)`/.exec(codegen)?.[1];
    contract.expect(template, 'the registry entry template [loader, module name, weak id]').toBeDefined();
    const entry = template!.replaceAll('${chunkName}', 'a1b').replaceAll('${modulePath}', '@site/docs/intro.mdx');
    contract
      .expect(strip(`export default {\n${entry}\n};\n`), "the module name as the entry's second item")
      .toBe(
        'export default {\n' +
          '  "a1b": [() => import(/* webpackChunkName: "a1b" */ "@site/docs/intro.mdx"), "", require.resolveWeak("@site/docs/intro.mdx")],\n' +
          '};\n',
      );
  });

  it("finds the entry read as [loader, module name, weak id], the name going to react-loadable's `modules`", () => {
    const creator = contract.read('@docusaurus/core', 'lib/client/exports/ComponentCreator.js');
    for (const use of [
      'loader[keyPath] = chunkRegistry[0]',
      'modules.push(chunkRegistry[1])',
      'optsWebpack.push(chunkRegistry[2])',
    ]) {
      contract.expect(creator, `ComponentCreator's \`${use}\``).toContain(use);
    }
  });
});

import path from 'node:path';
import {describe, it} from 'vitest';
import {contractOf, packageDir} from '../contract';
import {OVERRIDES} from './index';

const contract = contractOf('calm-hydration');
const CORE = '@docusaurus/core';
const overrideFor = (file: string) => {
  const override = OVERRIDES.find(({replacement}) => path.basename(replacement) === file);
  if (!override) throw new Error(`no override replaces with ${file}`);
  return override;
};
/** The relative requests a module makes for the given module name. */
const importsOf = (source: string, name: string) =>
  [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]).filter((request) => request.endsWith(name));

describe('calm-hydration contract with the installed Docusaurus', () => {
  it('finds the client entry at the path it replaces, doing the steps client-entry.tsx repeats', () => {
    const file = contract.file(CORE, 'lib/client/clientEntry.js');
    contract.expect(overrideFor('client-entry.tsx').request.test(file), 'the client entry path').toBe(true);
    const source = contract.read(CORE, 'lib/client/clientEntry.js');
    for (const step of [
      'window.docusaurus = docusaurus',
      'preload(window.location.pathname)',
      'ReactDOM.hydrateRoot(container, app',
      'process.env.HYDRATE_CLIENT_ENTRY',
      "siteConfig.future.experimental_router === 'hash'",
      'window.docusaurusRoot',
    ]) {
      contract.expect(source, `the client entry step \`${step}\``).toContain(step);
    }
    // Upstream's entry is the only importer of lib/client/docusaurus.js; ours imports docusaurus-runtime.ts instead.
    contract.expect(importsOf(source, 'docusaurus').length, 'the client entry importing ./docusaurus').toBe(1);
  });

  it('finds browserContext with its two exports, imported where the override looks', () => {
    const source = contract.read(CORE, 'lib/client/browserContext.js');
    contract.expect(source, 'browserContext exporting Context').toContain('export const Context =');
    contract
      .expect(source, 'browserContext exporting BrowserContextProvider')
      .toContain('export function BrowserContextProvider(');
    const override = overrideFor('browser-context.tsx');
    for (const importer of ['lib/client/App.js', 'lib/client/exports/useIsBrowser.js']) {
      const file = contract.file(CORE, importer);
      const requests = importsOf(contract.read(CORE, importer), 'browserContext');
      contract.expect(requests.length, `${importer} importing browserContext`).toBe(1);
      contract.expect(override.request.test(requests[0]), `the request ${requests[0]} in ${importer}`).toBe(true);
      contract.expect(override.issuedFrom!(path.dirname(file)), `the folder of ${importer}`).toBe(true);
    }
  });

  it('finds the generated route table calling ComponentCreator(path, hash) by its alias', () => {
    const codegen = contract.read(CORE, 'lib/server/codegen/codegenRoutes.js');
    contract
      .expect(codegen, 'routes.js importing @docusaurus/ComponentCreator')
      .toContain("import ComponentCreator from '@docusaurus/ComponentCreator'");
    contract
      .expect(codegen, 'ComponentCreator called with a path and a hash')
      .toContain("ComponentCreator('${routePath}', '${routeHash}')");
    const creator = contract.read(CORE, 'lib/client/exports/ComponentCreator.js');
    contract
      .expect(creator, 'ComponentCreator(path, hash) as default export')
      .toMatch(/export default function ComponentCreator\(path, hash\)/);
  });

  it('finds the runtime object with prefetch and preload, and the helpers docusaurus-runtime.ts imports', () => {
    const source = contract.read(CORE, 'lib/client/docusaurus.js');
    contract
      .expect(source, 'window.docusaurus with prefetch and preload')
      .toMatch(/prefetch,\s*preload,[\s\S]*export default Object\.freeze\(docusaurus\)/);
    for (const helper of ['flat', 'preload', 'prefetch']) {
      contract
        .expect(contract.read(CORE, `lib/client/${helper}.js`), `lib/client/${helper}.js`)
        .toMatch(/export default/);
    }
  });

  it("finds theme-common's useWindowSize, with Infima's breakpoint, imported where the override looks", () => {
    const THEME_COMMON = '@docusaurus/theme-common';
    const source = contract.read(THEME_COMMON, 'lib/hooks/useWindowSize.js');
    contract
      .expect(source, 'useWindowSize({desktopBreakpoint})')
      .toContain('export function useWindowSize({ desktopBreakpoint = DesktopBreakpoint, } = {})');
    contract.expect(source, 'the 996 px breakpoint').toContain('const DesktopBreakpoint = 996;');
    const override = overrideFor('use-window-size.ts');
    const root = packageDir(THEME_COMMON);
    for (const importer of ['lib/index.js', 'lib/contexts/navbarMobileSidebar.js']) {
      const requests = importsOf(contract.read(THEME_COMMON, importer), 'useWindowSize');
      contract.expect(requests.length, `${importer} importing useWindowSize`).toBe(1);
      contract.expect(override.request.test(requests[0]), `the request ${requests[0]} in ${importer}`).toBe(true);
      contract.expect(override.issuedFrom!(path.dirname(path.join(root, importer))), importer).toBe(true);
    }
  });
});

import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, it} from 'vitest';
import {contractOf, packageDir} from '../contract';
import {GLOBAL_DATA, VERSION_METADATA} from './index';

const contract = contractOf('lean-docs-metadata');
const nodeRequire = createRequire(import.meta.url);
const stripDocDescriptions = nodeRequire('./strip-doc-descriptions.cjs') as (source: string) => string;
const stripGlobalDocLists = nodeRequire('./strip-global-doc-lists.cjs') as (source: string) => string;
const DOCS = '@docusaurus/plugin-content-docs';

describe('lean-docs-metadata contract with the installed Docusaurus', () => {
  it('finds the version metadata written as a route prop file under <plugin>/<id>/p/', () => {
    const codegen = contract.read('@docusaurus/core', 'lib/server/codegen/codegenRoutes.js');
    contract
      .expect(codegen, 'route props written to <plugin name>/<plugin id>/p/')
      .toContain("path_1.default.posix.join(plugin.name, plugin.id, 'p', generateRoutePropFilename(route))");
    const written = path.join(
      '/site',
      '.docusaurus',
      'docusaurus-plugin-content-docs',
      'default',
      'p',
      'index-7c9.json',
    );
    contract.expect(VERSION_METADATA.test(written), 'the path of a route prop file').toBe(true);
    contract
      .expect(contract.read(DOCS, 'lib/routes.js'), 'the version route taking toVersionMetadataProp as `version`')
      .toContain('version: (0, props_1.toVersionMetadataProp)(options.id, version)');
  });

  it("strips the descriptions from the real toVersionMetadataProp's output and keeps the rest", () => {
    contract.file(DOCS, 'lib/props.js');
    const {toVersionMetadataProp} = nodeRequire(path.join(packageDir(DOCS), 'lib/props.js')) as {
      toVersionMetadataProp: (pluginId: string, version: object) => {docs: Record<string, object>};
    };
    const version = toVersionMetadataProp('default', {
      versionName: 'current',
      label: 'Next',
      isLast: true,
      sidebars: {},
      docs: [{id: 'intro', title: 'Intro', description: 'A long description', sidebar: 'main'}],
    });
    contract
      .expect(version.docs.intro, 'a description in each doc of the version metadata')
      .toHaveProperty('description', 'A long description');
    const stripped = JSON.parse(stripDocDescriptions(JSON.stringify({version}))) as {version: typeof version};
    contract.expect(stripped.version.docs.intro, 'the doc entry keeping id, title and sidebar').toEqual({
      id: 'intro',
      title: 'Intro',
      sidebar: 'main',
    });
  });

  it('finds each docs version listing its docs in the global data', () => {
    const written = path.join('/site', '.docusaurus', 'globalData.json');
    contract.expect(GLOBAL_DATA.test(written), 'the path of globalData.json').toBe(true);
    contract
      .expect(contract.read('@docusaurus/core', 'lib/server/codegen/codegen.js'), "'globalData.json'")
      .toContain("'globalData.json'");
    contract
      .expect(contract.read(DOCS, 'lib/index.js'), 'global data `versions: versions.map(toGlobalDataVersion)`')
      .toContain('versions: versions.map(globalData_1.toGlobalDataVersion)');
    contract
      .expect(contract.read(DOCS, 'lib/globalData.js'), 'each global data version carrying `docs: version.docs`')
      .toMatch(/function toGlobalDataVersion\(version\) \{[\s\S]*docs: version\.docs/);
    const globalData = {
      'docusaurus-plugin-content-docs': {default: {versions: [{name: 'current', docs: [{id: 'a'}]}]}},
    };
    contract.expect(JSON.parse(stripGlobalDocLists(JSON.stringify(globalData))), 'the docs list emptied').toEqual({
      'docusaurus-plugin-content-docs': {default: {versions: [{name: 'current', docs: []}]}},
    });
  });
});

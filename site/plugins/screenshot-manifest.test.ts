import {describe, expect, it} from 'vitest';
import {addManifestDependency} from './screenshot-manifest';

describe('addManifestDependency', () => {
  it("adds the manifest to Rspack's persistent cache dependencies, keeping the others", () => {
    const config = {cache: true, experiments: {cache: {buildDependencies: ['/site/docusaurus.config.ts']}}};
    addManifestDependency(config, '/m.json');
    expect(config.experiments.cache.buildDependencies).toEqual(['/site/docusaurus.config.ts', '/m.json']);
  });

  it("adds it to webpack's filesystem cache under its own key", () => {
    const config = {cache: {buildDependencies: {config: ['/site/docusaurus.config.ts']}}};
    addManifestDependency(config, '/m.json');
    expect(config.cache.buildDependencies).toEqual({config: ['/site/docusaurus.config.ts'], screenshots: ['/m.json']});
  });

  it('leaves a config without a persistent cache alone', () => {
    const config = {cache: false};
    addManifestDependency(config, '/m.json');
    expect(config).toEqual({cache: false});
  });
});

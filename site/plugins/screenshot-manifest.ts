// Pages get their screenshots' sizes and files from static/img/ui/manifest.json while their MDX compiles
// (build-lib/static-props). The bundler's persistent cache keeps compiled MDX until a build dependency changes, and a
// file read with fs is not one: without this, a re-rendered manifest would leave pages pointing at the old images.
import type {Plugin} from '@docusaurus/types';
import {MANIFEST_FILE} from '../build-lib/screenshots/manifest-file';

type CacheConfig = {
  cache?: boolean | {buildDependencies?: Record<string, string[]>};
  experiments?: {cache?: {buildDependencies?: string[]}};
};

/** Adds the manifest to the cache's build dependencies, in Rspack's form or webpack's, whichever the config uses. */
export function addManifestDependency(config: CacheConfig, file: string = MANIFEST_FILE): void {
  const rspack = config.experiments?.cache;
  if (rspack) rspack.buildDependencies = [...(rspack.buildDependencies ?? []), file];
  if (typeof config.cache === 'object') {
    config.cache.buildDependencies = {...config.cache.buildDependencies, screenshots: [file]};
  }
}

export default function screenshotManifestPlugin(): Plugin {
  return {
    name: 'roo-screenshot-manifest',
    configureWebpack(config) {
      addManifestDependency(config as CacheConfig);
      return {};
    },
  };
}

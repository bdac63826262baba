// A plugin that swaps modules some package imports for ours, when neither an option nor a theme component reaches
// them. Each override names the import request, which importing folder it applies to (so our stand-in, importing
// the original, is not swapped again) and the file that replaces it. Both bundles get the swap, so the server
// renders with the same modules the browser hydrates.
import type {Plugin} from '@docusaurus/types';

export type ModuleOverride = {request: RegExp; issuedFrom: (context: string) => boolean; replacement: string};

export function moduleOverridesPlugin(name: string, overrides: readonly ModuleOverride[]): Plugin {
  return {
    name,
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: overrides.map(
          ({request, issuedFrom, replacement}) =>
            new currentBundler.instance.NormalModuleReplacementPlugin(request, (resource) => {
              if (resource.context && issuedFrom(resource.context)) resource.request = replacement;
            }),
        ),
      };
    },
  };
}

// Keeps Prism out of the browser. theme-classic registers a client module that imports prism-react-renderer (with
// Prism) and the configured languages on every page, whatever the pages contain; there is no option to drop it.
// Code blocks are highlighted at build time instead (src/lib/code-highlight), so an empty module takes its place.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const PRISM_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const EMPTY_MODULE = path.resolve(__dirname, '../src/client-modules/no-prism.ts');

export default function noClientPrismPlugin(): Plugin {
  return {
    name: 'no-client-prism',
    // Both bundles: the server bundle renders the same client modules.
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, EMPTY_MODULE)]};
    },
  };
}

// Puts src/theme/SearchBar/search-by-worker.ts in place of the search plugin's own `searchByWorker` module, so its
// box and its /search page both list release notes after other pages. The plugin has no option or theme hook for
// this, and copying its 400-line SearchBar to change one call would be worse to upgrade.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const PLUGIN_THEME_DIR = path.dirname(
  require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js'),
);
const REPLACEMENT = path.resolve(__dirname, '../src/theme/SearchBar/search-by-worker.ts');

export default function searchOrderPlugin(): Plugin {
  return {
    name: 'search-order',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/(^|\/)searchByWorker(\.js)?$/, (resource) => {
            // Only the plugin's own relative imports; the replacement itself imports the original by package path.
            if (resource.context?.startsWith(PLUGIN_THEME_DIR)) resource.request = REPLACEMENT;
          }),
        ],
      };
    },
  };
}

// Puts src/theme/SearchBar/lazy-mark.ts in place of mark.js where the search plugin's generated module re-exports
// it, so the highlighter loads only on a page opened from a search result instead of on every page.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const MARK_JS = /(^|[\\/])mark\.js[\\/]dist[\\/]mark\.js$/;
const REPLACEMENT = path.resolve(__dirname, '../src/theme/SearchBar/lazy-mark.ts');

export default function lazySearchHighlightPlugin(): Plugin {
  return {
    name: 'lazy-search-highlight',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(MARK_JS, (resource) => {
            // The generated module imports mark.js by absolute path; the stand-in imports it by package name.
            if (resource.context?.includes(`${path.sep}.docusaurus${path.sep}`)) resource.request = REPLACEMENT;
          }),
        ],
      };
    },
  };
}

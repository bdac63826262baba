// Swaps four client modules of @easyops-cn/docusaurus-search-local for ours. The plugin has no option or theme hook
// for any of them, and copying its 400-line SearchBar or SearchPage to change one line each would be worse to upgrade.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleOverridesPlugin, type ModuleOverride} from './module-overrides';

const PLUGIN_CLIENT_DIR = path.dirname(
  require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js'),
);
const SEARCH_PAGE_DIR = path.join(PLUGIN_CLIENT_DIR, 'SearchPage');
const GENERATED_DIR = `${path.sep}.docusaurus${path.sep}`;
const ours = (file: string) => path.resolve(__dirname, '../src/theme', file);

const OVERRIDES: ModuleOverride[] = [
  // Release notes are listed after other pages, in the search box and on /search alike.
  {
    request: /(^|\/)searchByWorker(\.js)?$/,
    issuedFrom: (context) => context.startsWith(PLUGIN_CLIENT_DIR),
    replacement: ours('SearchBar/search-by-worker.ts'),
  },
  // mark.js loads only on a page opened from a search result, not on every page (the generated module imports it
  // by absolute path; the stand-in imports it by package name, so it is not swapped again).
  {
    request: /(^|[\\/])mark\.js[\\/]dist[\\/]mark\.js$/,
    issuedFrom: (context) => context.includes(GENERATED_DIR),
    replacement: ours('SearchBar/lazy-mark.ts'),
  },
  // The search page writes ?q= to the address only once the page knows it runs in a browser.
  {
    request: /^\.\.\/hooks\/useSearchQuery(\.js)?$/,
    issuedFrom: (context) => context.startsWith(SEARCH_PAGE_DIR),
    replacement: ours('SearchPage/use-search-query.ts'),
  },
  // The search page gets a <main> landmark, a label for its section picker and a meta description.
  {
    request: /^@theme\/Layout$/,
    issuedFrom: (context) => context.startsWith(SEARCH_PAGE_DIR),
    replacement: ours('SearchPage/SearchPageLayout.tsx'),
  },
];

export default function searchClientOverridesPlugin(): Plugin {
  return moduleOverridesPlugin('search-client-overrides', OVERRIDES);
}

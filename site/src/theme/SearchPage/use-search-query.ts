// Stands in for the search plugin's useSearchQuery on its /search page (swapped by plugins/search-client-overrides).
// The page's first effect writes its query, still empty, to the address; the plugin reads ?q= only once
// useIsBrowser() is true. With that flip an ordinary update, it lands in the same batch and the query survives; as
// a transition (client-overrides/browser-context.tsx) the empty query would be written first and ?q= lost. So
// nothing is written to the address until the flag is true, which is all this changes.
import useIsBrowser from '@docusaurus/useIsBrowser';
// @ts-expect-error -- the plugin ships no types for its internal modules
import usePluginSearchQuery from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery.js';

type SearchQuery = {
  [field: string]: unknown;
  updateSearchPath: (query: string) => void;
  updateSearchContext: (context: string) => void;
};

const keepAddress = () => undefined;

export default function useSearchQuery(): SearchQuery {
  const query = usePluginSearchQuery() as SearchQuery;
  const isBrowser = useIsBrowser();
  return isBrowser ? query : {...query, updateSearchPath: keepAddress, updateSearchContext: keepAddress};
}

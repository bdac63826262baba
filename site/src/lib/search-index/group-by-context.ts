// Which search index each scanned document goes into. The local-search plugin scans pages into five lists (titles,
// headings, descriptions, keywords, content) and writes one index per search context (a section of the site) plus
// a whole-site index, keyed '' here, for pages outside every section. plugins/parallel-search-index.ts builds those
// indexes itself, so this follows the plugin's rules exactly: the index files must not change.

export type ContextRules = {
  baseUrl: string;
  /** The contexts' paths, relative to the base URL, without slashes at either end ('features', 'update-notes'). */
  contextPaths: readonly string[];
  /** Without a whole-site index, pages outside every section cannot be searched (the search bar is hidden there). */
  hideSearchBarWithNoSearchContext: boolean;
  /** The whole-site index also holds the pages that belong to a section. */
  useAllContextsWithNoSearchContext: boolean;
};

const inContext = (route: string, contextPath: string) => route === contextPath || route.startsWith(`${contextPath}/`);

/**
 * The documents of each index, keyed by context path ('' for the whole site), each as one list per kind in the
 * scan's order. A kind with no document in a context is left as a hole, as the plugin leaves it.
 */
export function groupByContext<Doc extends {u: string}>(
  scanned: readonly (readonly Doc[])[],
  rules: ContextRules,
): Map<string, Doc[][]> {
  const indexes = new Map<string, Doc[][]>();
  if (rules.contextPaths.length === 0) {
    indexes.set(
      '',
      scanned.map((docs) => [...docs]),
    );
    return indexes;
  }
  const wholeSite: Doc[][] = [];
  if (!rules.hideSearchBarWithNoSearchContext) indexes.set('', wholeSite);
  scanned.forEach((docs, kind) => {
    wholeSite[kind] = [];
    for (const doc of docs) {
      if (doc.u.startsWith(rules.baseUrl)) {
        const route = doc.u.slice(rules.baseUrl.length);
        const contexts = rules.contextPaths.filter((contextPath) => inContext(route, contextPath));
        for (const contextPath of contexts) {
          let lists = indexes.get(contextPath);
          if (!lists) {
            lists = new Array<Doc[]>(scanned.length);
            indexes.set(contextPath, lists);
          }
          (lists[kind] ??= []).push(doc);
        }
        if (contexts.length > 0 && !rules.useAllContextsWithNoSearchContext) continue;
      }
      wholeSite[kind].push(doc);
    }
  });
  return indexes;
}

/** The file an index is written to: the plugin's file name pattern with `{dir}` filled in for the context. */
export function indexFileName(pattern: string, contextPath: string): string {
  return pattern.replace('{dir}', contextPath === '' ? '' : `-${contextPath.replace(/\//g, '-')}`);
}

// Webpack/Rspack loader for Docusaurus's global data (see ./index.ts): empties the list of every doc (id, path,
// sidebar) that each docs instance puts there for each version. Only the theme's doc and version navbar items, its
// version banner and `useLayoutDoc` read those lists, and this site uses none of them. Global data of another shape
// means Docusaurus changed it: the build stops, naming the patch, rather than ship the lists again unnoticed.
const fail = (why) => {
  throw new Error(
    `Upstream patch "lean-docs-metadata": ${why}; see site/upstream-patches/lean-docs-metadata/README.md.`,
  );
};

module.exports = function stripGlobalDocLists(source) {
  let globalData;
  try {
    globalData = JSON.parse(source);
  } catch {
    fail('the global data is not JSON');
  }
  const instances = globalData?.['docusaurus-plugin-content-docs'];
  if (!instances || typeof instances !== 'object') fail('the global data has no docs plugin entry');
  let lists = 0;
  for (const instance of Object.values(instances)) {
    for (const version of Array.isArray(instance?.versions) ? instance.versions : []) {
      if (Array.isArray(version?.docs)) {
        version.docs = [];
        lists += 1;
      }
    }
  }
  if (lists === 0) fail('no docs version in the global data has a docs list');
  return JSON.stringify(globalData);
};

// Webpack/Rspack loader for Docusaurus's global data (see ../lean-docs-metadata.ts): empties the list of every doc
// (id, path, sidebar) that each docs instance puts there for each version. Only the theme's doc and version navbar
// items, its version banner and `useLayoutDoc` read those lists, and this site uses none of them. Anything that is
// not the expected shape passes through untouched.
module.exports = function stripGlobalDocLists(source) {
  let globalData;
  try {
    globalData = JSON.parse(source);
  } catch {
    return source;
  }
  const instances = globalData?.['docusaurus-plugin-content-docs'];
  if (!instances || typeof instances !== 'object') return source;
  for (const instance of Object.values(instances)) {
    for (const version of Array.isArray(instance?.versions) ? instance.versions : []) {
      if (Array.isArray(version?.docs)) version.docs = [];
    }
  }
  return JSON.stringify(globalData);
};

// Webpack/Rspack loader for Docusaurus's generated registry.js, client bundle only (see ./index.ts). Each entry is
// [loader, module name, module id]. The module name serves react-loadable's server-side capture of the modules a
// page used; in the browser nothing reads it, yet the names of every page's files sat in main.js. A registry with
// no entry of that shape means Docusaurus changed its format: the build stops instead of keeping the names quietly.
const ENTRY_NAME = /(\(\) => import\([^)]*\)), "(?:[^"\\]|\\.)*", (require\.resolveWeak\()/g;

module.exports = function registryWithoutModuleNames(source) {
  let entries = 0;
  const stripped = source.replace(ENTRY_NAME, (_entry, load, weakId) => {
    entries += 1;
    return `${load}, "", ${weakId}`;
  });
  if (entries === 0) {
    throw new Error(
      'Upstream patch "lean-route-registry": no route entry of the expected shape in registry.js; ' +
        'see site/upstream-patches/lean-route-registry/README.md.',
    );
  }
  return stripped;
};

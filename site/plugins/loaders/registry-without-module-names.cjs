// Webpack/Rspack loader for Docusaurus's generated registry.js, client bundle only (see ../lean-route-registry.ts).
// Each entry is [loader, module name, module id]. The module name serves react-loadable's server-side capture of
// the modules a page used; in the browser nothing reads it, yet the names of every page's files sat in main.js.
const ENTRY_NAME = /(\(\) => import\([^)]*\)), "(?:[^"\\]|\\.)*", (require\.resolveWeak\()/g;

module.exports = function registryWithoutModuleNames(source) {
  return source.replace(ENTRY_NAME, '$1, "", $2');
};

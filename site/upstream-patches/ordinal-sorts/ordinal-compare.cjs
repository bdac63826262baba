// Rspack loader for two Docusaurus client modules (see ./index.ts): rewrites `a.localeCompare(b)` into a plain
// code-unit comparison. It is applied only to modules known to make such a call, so a module with none means
// Docusaurus changed: the build stops rather than ship the slow sort unnoticed.
const CALL = /([\w$.[\]]+)\.localeCompare\(([\w$.[\]]+)\)/g;
const HELPER = 'function __compareCodeUnits(a, b) { return a < b ? -1 : a > b ? 1 : 0; }\n';

module.exports = function ordinalCompare(source) {
  const rewritten = source.replace(CALL, '__compareCodeUnits($1, $2)');
  if (rewritten === source) {
    const file = this?.resourcePath ?? 'a module';
    throw new Error(
      `Upstream patch "ordinal-sorts": no localeCompare call found in ${file}; see site/upstream-patches/ordinal-sorts/README.md.`,
    );
  }
  return HELPER + rewritten;
};

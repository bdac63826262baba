// Rspack loader for two Docusaurus client modules (see ../ordinal-sorts.ts): rewrites `a.localeCompare(b)` into a
// plain code-unit comparison. Source it does not recognise passes through untouched, so a future Docusaurus change
// costs a slower page load, never a broken page; the loader's test reads the real modules to notice that.
const CALL = /([\w$.[\]]+)\.localeCompare\(([\w$.[\]]+)\)/g;
const HELPER = 'function __compareCodeUnits(a, b) { return a < b ? -1 : a > b ? 1 : 0; }\n';

module.exports = function ordinalCompare(source) {
  const rewritten = source.replace(CALL, '__compareCodeUnits($1, $2)');
  return rewritten === source ? source : HELPER + rewritten;
};

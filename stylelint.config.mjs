// The standard rules for the site's CSS (site/src/css and every CSS module), with CSS modules' :global and composes.
/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard', 'stylelint-config-css-modules'],
  ignoreFiles: ['**/node_modules/**', '**/build/**', '**/.docusaurus/**', 'bench/results/**'],
  rules: {
    // Module classes are camelCase (STYLE.md: they are read as styles.closeButton); Infima's own classes, which the
    // theme CSS targets, are BEM (navbar__search-input, button--primary).
    'selector-class-pattern': [
      '^([a-z][a-zA-Z0-9]*|[a-z][a-z0-9-]*(__[a-z0-9-]+)?(--[a-z0-9-]+)?)$',
      {message: (selector) => `Expected "${selector}" to be camelCase (a module class) or an Infima BEM class`},
    ],
    // The lean-css patch drops postcss-preset-env, so nothing would rewrite range syntax (width <= 996px) for browsers
    // without it; the prefix form (max-width) works everywhere.
    'media-feature-range-notation': 'prefix',
    // Font family names keep their case, as the fonts' own names; composes names camelCase module classes.
    'value-keyword-case': ['lower', {camelCaseSvgKeywords: true, ignoreProperties: ['/font-family/', 'composes']}],
    // custom.css keeps one section per concern (palette, tables, code blocks), each with its own :root and dark-mode
    // block, so a change to one concern stays in one place.
    'no-duplicate-selectors': null,
    // It compares selectors of different states and elements by source order (.item after .item:focus-visible);
    // none of the reported pairs match the same element in a way where the order changes the result.
    'no-descending-specificity': null,
  },
};

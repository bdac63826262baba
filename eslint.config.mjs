// Lint rules for every workspace: the recommended JavaScript and TypeScript rules, the rules of hooks and the
// browser-import boundary. The type-aware rules run in oxlint (.oxlintrc.json).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import browserImports from './eslint-rules/browser-imports.mjs';

// What code that reaches the browser may import. A package not listed here fails lint in browser code, so a Node-only
// one (or one too heavy for every page) cannot slip into the bundle; adding a line here is the deliberate step.
// Type-only imports are erased before bundling and may name anything.
const BROWSER_PACKAGES = [
  'react',
  'react-dom',
  'clsx',
  'history',
  'react-router-dom',
  'react-router-config',
  'react-helmet-async',
  'react-medium-image-zoom',
  'js-cookie',
  'mark.js',
  'posthog-js',
  // The search box's typo correction: only this one module of the library, not the rest of it.
  'talisman/metrics/damerau-levenshtein.js',
  // Stems the search box's words as Pagefind does, to fetch the index chunks a query needs (lazily, with the first query).
  'wink-porter2-stemmer',
  // The modes validator parses YAML in the browser; zod arrives with the schemas.
  'yaml',
  'zod',
  '@roo-code-docs/types',
  // Docusaurus's client aliases and client-side entry points (its other modules run in Node).
  '@theme/*',
  '@theme-original/*',
  '@generated/*',
  '@docusaurus/BrowserOnly',
  '@docusaurus/Head',
  '@docusaurus/Link',
  '@docusaurus/Translate',
  '@docusaurus/router',
  '@docusaurus/useBaseUrl',
  '@docusaurus/useDocusaurusContext',
  '@docusaurus/useGlobalData',
  '@docusaurus/useIsBrowser',
  '@docusaurus/theme-common',
  '@docusaurus/plugin-content-docs/client',
  '@docusaurus/core/lib/client',
];
// The local folders whose files are bundled: site/src and the client/ folder of each upstream patch. Their index.ts
// (Node) registers what the bundle swaps in; src/browser-boundary.test.ts checks that every swapped-in file is there.
const BROWSER_FOLDERS = ['site/src', 'site/upstream-patches/*/client'];
// The build-time layers above browser code: it may not name them even by type (types both sides share live in site/src).
const BUILD_FOLDERS = ['site/build-lib', 'site/plugins', 'site/scripts'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/build-analytics/**',
      '**/.docusaurus/**',
      'bench/results/**',
      'packages/mcp/dist/**',
    ],
  },
  js.configs.recommended,
  // The TypeScript rules that need no type information. The type-aware ones (floating promises, unsafe any, …) run in
  // oxlint (.oxlintrc.json), whose checker is TypeScript 7's: the same rules in about a sixth of the time.
  ...tseslint.configs.recommended.map((config) => ({...config, files: ['**/*.{ts,tsx}']})),
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // A leading underscore marks a parameter or a destructured part that is deliberately unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true},
      ],
    },
  },
  {
    // The repository mixes browser code (components, theme, workers) and Node code (config, plugins, scripts, tests),
    // so both sets of globals are known everywhere; the import rule below keeps Node modules out of the browser.
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: {globals: {...globals.browser, ...globals.worker, ...globals.node}},
  },
  {
    // Every file that reaches the browser, wherever its folder sits among those above. Tests run in Node.
    files: BROWSER_FOLDERS.map((folder) => `${folder}/**/*.{ts,tsx,js,mjs}`),
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: {boundary: {rules: {'browser-imports': browserImports}}},
    rules: {
      'boundary/browser-imports': [
        'error',
        {
          root: import.meta.dirname,
          packages: BROWSER_PACKAGES,
          folders: BROWSER_FOLDERS,
          above: BUILD_FOLDERS,
          aliases: {'@site': 'site'},
        },
      ],
    },
  },
  {
    // Loaders that Rspack requires by path are CommonJS.
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: {module: 'writable', exports: 'writable'}},
  },
);

// Lint rules for every workspace: the recommended JavaScript and TypeScript rules plus the rules of hooks.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import {builtinModules} from 'node:module';

const NODE_BUILTINS = builtinModules.filter((name) => !name.startsWith('_'));
// The same modules as the import rule's, as one esquery regex over an import()'s string: Node's, build tools', the
// Public Suffix List's and site/build-lib.
const BUILD_ONLY_REQUEST = `/^(node:|(${NODE_BUILTINS.filter((name) => !name.includes('/')).join('|')}|prismjs|@swc|unified|remark|remark-[\\w-]+|mdast-util-[\\w-]+|tldts|tldts-[\\w-]+)(\\/|$))|(^|\\/)build-lib(\\/|$)/`;
const BROWSER_ONLY = 'site/src is bundled for the browser, which has no Node modules.';

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
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({...config, files: ['**/*.{ts,tsx}']})),
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname}},
    rules: {
      // Plugin hooks and test fakes are async by contract even when their body awaits nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read JSON and HTML they then assert on with expect(); typing every parsed value would add nothing.
    files: ['**/*.test.{ts,tsx}', '**/e2e/**/*.ts', '**/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
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
    // What may reach the browser. Tests run in Node and may read files, so they are left out.
    files: [
      'site/src/**/*.{ts,tsx,js,mjs}',
      // The client modules that upstream patches swap into the browser bundle.
      'site/upstream-patches/calm-hydration/*.{ts,tsx}',
      'site/upstream-patches/no-client-prism/empty-module.ts',
    ],
    ignores: ['site/src/**/*.test.{ts,tsx}', 'site/upstream-patches/*/index.ts', 'site/upstream-patches/*/*.test.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: NODE_BUILTINS.map((name) => ({name, message: BROWSER_ONLY})),
          patterns: [
            {group: ['node:*', ...NODE_BUILTINS.map((name) => `${name}/*`)], message: BROWSER_ONLY},
            {
              group: ['prismjs', 'prismjs/*', '@swc/*', 'unified', 'remark', 'remark-*', 'mdast-util-*'],
              message: `${BROWSER_ONLY} Highlighting and Markdown processing happen at build time, in site/build-lib.`,
            },
            {
              // Not Node-only, but the Public Suffix List it carries would weigh on every page for one string.
              group: ['tldts', 'tldts/*', 'tldts-*'],
              message: `${BROWSER_ONLY} The cookie domain is worked out at build time, in site/build-lib/cookie-domain.ts.`,
            },
            {
              // A type import is erased before bundling, so the components may name the builders' return types.
              group: ['**/build-lib', '**/build-lib/**', '@site/build-lib', '@site/build-lib/**'],
              allowTypeImports: true,
              message: `${BROWSER_ONLY} site/build-lib is build-time code; move what the browser needs to site/src/lib.`,
            },
          ],
        },
      ],
      // The import rule sees only import statements; a lazy import() or a require() reaches the bundle as well.
      'no-restricted-syntax': [
        'error',
        {selector: `ImportExpression[source.value=${BUILD_ONLY_REQUEST}]`, message: BROWSER_ONLY},
        {
          selector: "CallExpression[callee.name='require']",
          message: `${BROWSER_ONLY} Browser code is ES modules: use import or import(), which the boundary rules check.`,
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

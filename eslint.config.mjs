// Lint rules for every workspace: the recommended JavaScript and TypeScript rules plus the rules of hooks.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
  ...tseslint.configs.recommended,
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
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        console: 'readonly',
        process: 'readonly',
        localStorage: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        requestAnimationFrame: 'readonly',
        cancelAnimationFrame: 'readonly',
        __dirname: 'readonly',
        self: 'readonly',
        Worker: 'readonly',
        performance: 'readonly',
        Response: 'readonly',
        DOMException: 'readonly',
        structuredClone: 'readonly',
        MutationObserver: 'readonly',
        Buffer: 'readonly',
        ResizeObserver: 'readonly',
        HTMLElement: 'readonly',
        AbortSignal: 'readonly',
        Blob: 'readonly',
        TextEncoder: 'readonly',
        require: 'readonly',
      },
    },
  },
  {
    // Loaders that Rspack requires by path are CommonJS.
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: {module: 'writable', exports: 'writable'}},
  },
);

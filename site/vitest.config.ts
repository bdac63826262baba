import path from 'node:path';
import {defineConfig, type TestProjectInlineConfiguration} from 'vitest/config';

const TESTS = [
  'src/**/*.test.{ts,tsx}',
  'build-lib/**/*.test.ts',
  'scripts/**/*.test.{ts,mjs}',
  'plugins/**/*.test.ts',
  'upstream-patches/**/*.test.ts',
];

// Files that replace modules, globals or timers (vi.mock, vi.stubGlobal, fake timers): each keeps a module graph of
// its own. scripts/test-isolation.test.ts keeps this list complete.
export const ISOLATED_TESTS = [
  'build-lib/static-props/remark-screenshot.test.ts',
  'plugins/counts.test.ts',
  'src/components/Screenshot/Screenshot.test.tsx',
  'src/hooks/use-consent.test.ts',
  'src/lib/search/suggestion-feed.test.ts',
  'src/lib/when-idle.test.ts',
  'upstream-patches/calm-hydration/client/yield-to-main.test.ts',
];

const shared = {
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  // Components are rendered to HTML in their tests; the site's tsconfig leaves JSX to Docusaurus's own build.
  esbuild: {jsx: 'automatic'},
} satisfies TestProjectInlineConfiguration;

// Unit tests only; the browser tests have their own config (vitest.e2e.config.ts) because they need a build.
export default defineConfig({
  test: {
    // Vitest 3 reads `isolate` from here only: worker threads are reused and most files share their module graph.
    isolate: false,
    projects: [
      {
        ...shared,
        // The other files share one module graph per worker thread: remark, zod and the schemas are loaded once
        // instead of once per file, which halves the suite's CPU time. Nothing in them replaces a module or a global.
        test: {
          name: 'unit',
          include: TESTS,
          exclude: ISOLATED_TESTS,
          pool: 'threads',
        },
      },
      // A module graph of their own per file, in child processes apart from the threads above, so what they stub
      // never reaches the shared files.
      {...shared, test: {name: 'unit-isolated', include: ISOLATED_TESTS, pool: 'forks', isolate: true}},
    ],
  },
});

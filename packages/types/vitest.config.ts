import {defineConfig} from 'vitest/config';

// Files that replace a module (vi.mock): each keeps a module graph of its own. site/scripts/test-isolation.test.ts
// keeps this list complete.
export const ISOLATED_TESTS = ['src/validate-modes-file.test.ts'];

export default defineConfig({
  test: {
    // Worker threads are reused and the other files share their module graph: zod and the schemas load once, a
    // third of the CPU time of a graph per file. Vitest 3 reads `isolate` from the root config only.
    isolate: false,
    projects: [
      {
        test: {
          name: 'types',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ISOLATED_TESTS,
          pool: 'threads',
        },
      },
      {test: {name: 'types-isolated', include: ISOLATED_TESTS, pool: 'forks', isolate: true}},
    ],
  },
});

import {defineConfig} from 'vitest/config';

// Browser tests against the production build in site/build, served on 127.0.0.1 by e2e/global-setup.ts.
export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // Two spec files at a time: a browser test mostly waits (for a page to load, a state to settle), so one file
    // leaves a core idle; no spec times itself against a clock, so a busy machine only makes them slower.
    fileParallelism: true,
    maxWorkers: 2,
    minWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Pages hydrate slowly on a busy two-core machine; polled expectations wait for them rather than fail.
    expect: {poll: {timeout: 20_000, interval: 100}},
  },
});

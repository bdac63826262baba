import {defineConfig} from 'vitest/config';

// Browser tests against the production build in site/build, served on 127.0.0.1 by e2e/global-setup.ts.
export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // One Chromium at a time: the machine has two cores, and parallel browsers only make the timings noisy.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Pages hydrate slowly on a busy two-core machine; polled expectations wait for them rather than fail.
    expect: {poll: {timeout: 20_000, interval: 100}},
  },
});

import { defineConfig } from 'vitest/config';

// The suite's one test and hook time-out, as in apps/server and apps/web (docs/decisions/test-suite.md).
export default defineConfig({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    // Pure functions: one module graph per worker is enough (docs/decisions/test-suite.md).
    isolate: false,
    // Two workers of this project at most; the root config's limit is for all projects together.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

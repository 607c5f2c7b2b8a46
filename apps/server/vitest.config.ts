import { defineConfig } from 'vitest/config';

// The root config runs this twice: TEST_DB=pglite (in-memory PGlite per test file) and
// TEST_DB=postgres (a fresh database on TEST_DATABASE_URL per test file). As an inline project of the
// root config its root is the repository, so the test folder is given as `dir`.
export default defineConfig({
  test: {
    dir: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: [`${import.meta.dirname}/src/platform/testing/install-modules.setup.ts`],
    // One module graph per worker, not per file: every file builds its own app on its own database, so
    // sharing the imported modules shares no state (docs/decisions/test-suite.md).
    isolate: false,
    // Two workers of this project at most; the root config's limit is for all projects together.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

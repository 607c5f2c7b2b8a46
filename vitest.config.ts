import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Server tests run on the embedded PGlite always, and a second time on PostgreSQL when
// TEST_DATABASE_URL points at a server (.ci/run sets it).
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single one on these two-core machines.
    // The files are independent (a database each), and a worker spends much of a file waiting (for
    // PostgreSQL, for the web tests' timers): two per core keep the cores busy (docs/decisions/test-suite.md).
    maxWorkers: 2 * availableParallelism(),
    projects: [
      'packages/domain',
      'apps/web',
      // The repository's own tooling: the module-boundary rules of npm run check.
      { test: { name: 'tooling', include: ['scripts/*.test.ts'], testTimeout: 60_000 } },
      {
        extends: './apps/server/vitest.config.ts',
        test: {
          name: 'server-pglite',
          env: { TEST_DB: 'pglite' },
          // Each file's database starts from one migrated template (docs/decisions/test-suite.md).
          globalSetup: ['./apps/server/src/platform/testing/pglite-template.setup.ts'],
        },
      },
      ...(postgres
        ? [
            {
              extends: './apps/server/vitest.config.ts',
              test: { name: 'server-postgres', env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});

import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { databaseTestFiles } from './apps/server/src/platform/testing/database-test-files.ts';

// Server tests run on the embedded PGlite always, and a second time on PostgreSQL when
// TEST_DATABASE_URL points at a server (.ci/run sets it).
const postgres = process.env.TEST_DATABASE_URL;
// Only the files that use the test database run on both; the others run once, on PGlite.
const serverRoot = join(import.meta.dirname, 'apps', 'server');
const serverTestFiles = databaseTestFiles(join(serverRoot, 'src'));

// The projects run side by side, each in at most two workers (maxWorkers in each project's config): the
// web tests wait for their timers and the PostgreSQL files for the database while PGlite keeps a core
// busy. Two workers per core in all leave room for them (docs/decisions/test-suite.md).
const workers = 2 * availableParallelism();

export default defineConfig({
  test: {
    maxWorkers: workers,
    // Test files run in a new order every run (vitest prints the seed; --sequence.seed=<n> repeats one):
    // no file may rely on another having run first. Tests within a file keep their written order.
    sequence: { shuffle: { files: true, tests: false } },
    projects: [
      'packages/domain',
      'apps/web',
      // The repository's own tooling: the module-boundary rules of npm run check.
      {
        test: {
          name: 'tooling',
          include: ['scripts/*.test.ts'],
          isolate: false,
          maxWorkers: 2,
          testTimeout: 60_000,
        },
      },
      {
        extends: './apps/server/vitest.config.ts',
        test: {
          name: 'server-pglite',
          env: { TEST_DB: 'pglite' },
          // Each file's database starts from one migrated template (docs/decisions/test-suite.md).
          globalSetup: ['./apps/server/src/platform/testing/pglite-template.setup.ts'],
          // createTestDatabase fails a file that opens a database but is missing from the list.
          provide: { databaseTestFiles: serverTestFiles.database },
        },
      },
      ...(postgres
        ? [
            {
              extends: './apps/server/vitest.config.ts',
              test: {
                name: 'server-postgres',
                env: { TEST_DB: 'postgres' },
                // (An inline project's include adds to the extended config's; its exclude does too.)
                exclude: serverTestFiles.other.map((file) => relative(serverRoot, file)),
              },
            },
          ]
        : []),
    ],
  },
});

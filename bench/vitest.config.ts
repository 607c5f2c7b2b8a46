import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run bench` (vitest bench --run --config bench/vitest.config.ts). Benchmarks are tests that call
// the `bench` fixture; Vitest runs them in a project of their own, one file at a time, one worker.
// `@granska/domain` and the server's TypeScript sources resolve as in apps/server/vitest.config.ts:
// the workspace link in node_modules and relative imports, no aliases.
export default defineConfig({
  root: resolve(import.meta.dirname, '..'),
  test: {
    include: [],
    environment: 'node',
    // Always the embedded database, even where TEST_DATABASE_URL points at a server.
    env: { TEST_DB: 'pglite' },
    benchmark: { include: ['bench/**/*.bench.ts'] },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

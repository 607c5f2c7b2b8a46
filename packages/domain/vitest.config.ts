import { defineConfig } from 'vitest/config';

// The suite's one test and hook time-out, as in apps/server and apps/web (docs/decisions/test-suite.md).
export default defineConfig({
  test: { name: 'domain', include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});

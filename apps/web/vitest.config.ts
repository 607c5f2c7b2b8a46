import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // One module graph and one jsdom per worker; src/test/setup.ts resets what a file leaves behind
    // (docs/decisions/test-suite.md).
    isolate: false,
    // Two workers of this project at most; the root config's limit is for all projects together.
    maxWorkers: 2,
    // The suite's one test and hook time-out (docs/decisions/test-suite.md); room for several of the
    // findBy waits of src/test/setup.ts when the machine is busy.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

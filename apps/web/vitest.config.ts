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
    // The suite's one test and hook time-out (docs/decisions/test-suite.md); room for several of the
    // findBy waits of src/test/setup.ts when the machine is busy.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

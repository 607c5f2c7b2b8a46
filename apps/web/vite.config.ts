import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localesPlugin } from './vite-plugin-locales.ts';
import { precompressPlugin } from './vite-plugin-precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const server = 'http://localhost:3000';
const proxied = ['/api', '/ref', '/idp', '/scs', '/tags', '/documents', '/config.json', '/health'];

export default defineConfig({
  root,
  plugins: [
    react(),
    localesPlugin(fileURLToPath(new URL('./src', import.meta.url))),
    // Brotli and gzip copies of every file, which the server sends by the request's Accept-Encoding.
    precompressPlugin(),
  ],
  // The identity client's `buffer` dependency reads Node's `global`, which browsers call `globalThis`.
  define: { global: 'globalThis' },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The server's CSP forbids inline scripts: never inline the module preload polyfill.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: what each route's chunk imports, read by the bundle budgets test
    // (scripts/web-bundle-budgets.test.ts). The server does not serve dot directories.
    manifest: true,
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: server, changeOrigin: false }])),
  },
});

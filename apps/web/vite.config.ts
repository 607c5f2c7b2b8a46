import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localesPlugin } from './vite-plugin-locales.ts';
import { precompressPlugin } from './vite-plugin-precompress.ts';
import { type RoutePreloadSource, routePreloadsPlugin } from './vite-plugin-route-preloads.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

const LAYOUT = 'src/app/layout/app-layout.tsx';
// A logged-in page restores the stored session through the identity client before anything shows.
const IDENTITY_CLIENT = 'src/app/session/cognito-identity-client.ts';
/** A page's lazy route modules (src/app/router/routes.tsx), which the server preloads with its HTML. */
const ROUTE_PRELOADS: RoutePreloadSource[] = [
  { prefix: '/login', modules: ['src/features/login/login-page.tsx'] },
  { prefix: '/external/', modules: ['src/features/external/external-page.tsx'] },
  { prefix: '/account', modules: [IDENTITY_CLIENT, LAYOUT, 'src/features/account/account-page.tsx'] },
  ...[
    ['admin', 'admin/admin-portal'],
    ['coordinator', 'coordinator/coordinator-portal'],
    ['analyst', 'analyst/analyst-portal'],
    ['customer-admin', 'customer-admin/customer-admin-portal'],
    // With the module of the route's loader, which prefetches the list (src/app/router/first-screen.ts).
    [
      'background-check',
      'background-check/background-check-portal',
      'background-check/api/prefetch-orders.ts',
    ],
    ['reference-check', 'reference-check/reference-check-portal'],
    ['data-collector', 'data-collector/data-collector-portal'],
    ['lfd', 'lfd/lfd-portal'],
    ['spi', 'spi/spi-portal'],
    ['sak', 'sak/sak-portal'],
  ].map(([path, module, loader]) => ({
    prefix: `/${path}`,
    // In the order they are preloaded: what the first API call waits for (session, loader) comes first.
    modules: [
      IDENTITY_CLIENT,
      ...(loader ? [`src/features/${loader}`] : []),
      LAYOUT,
      `src/features/${module}.tsx`,
    ],
  })),
];
const server = 'http://localhost:3000';
const proxied = ['/api', '/ref', '/idp', '/scs', '/tags', '/documents', '/config.json', '/health'];

export default defineConfig({
  root,
  plugins: [
    react(),
    localesPlugin(fileURLToPath(new URL('./src', import.meta.url))),
    routePreloadsPlugin(ROUTE_PRELOADS),
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

// Bundles the server into dist/main.js. Third-party packages stay external (installed in
// node_modules); @granska/domain is a workspace package consumed from TypeScript source, so it is
// bundled. Migrations are not copied: the server reads them from apps/server/drizzle at run time.
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = fileURLToPath(new URL('.', import.meta.url));

await rm(new URL('./dist', import.meta.url), { recursive: true, force: true });

await build({
  absWorkingDir: serverRoot,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  packages: 'external',
  logLevel: 'info',
  plugins: [
    {
      // `packages: 'external'` would leave the workspace package as a bare import of .ts files.
      name: 'bundle-workspace-packages',
      setup(pluginBuild) {
        const require = createRequire(import.meta.url);
        pluginBuild.onResolve({ filter: /^@granska\// }, (args) => ({ path: require.resolve(args.path) }));
      },
    },
  ],
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
});

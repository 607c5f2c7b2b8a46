import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Where the server finds the list (docs/decisions/web-app-serving.md); dot directories are not served. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** One page address (a path or the start of one) and the lazy route modules it renders. */
export interface RoutePreloadSource {
  prefix: string;
  modules: string[];
}

/** What the server reads: for a page address, the scripts to preload beyond index.html's own. */
export interface RoutePreload {
  prefix: string;
  files: string[];
}

const isChunk = (output: OutputBundle[string]): output is OutputChunk => output.type === 'chunk';

/**
 * index.html is one file for every page, so it can preload only the entry's scripts; the route's own
 * chunks would start only once the entry has run. This writes, per page address, the chunks of the
 * route modules it renders and their static imports, less what index.html preloads already; the server
 * adds them to the page as `<link rel="modulepreload">` (apps/server/src/platform/http/web-app.ts). A
 * module missing from the build fails it, so the list cannot go stale unnoticed.
 */
export const routePreloadsPlugin = (routes: RoutePreloadSource[]): Plugin => ({
  name: 'granska-route-preloads',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter(isChunk);
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const closure = (roots: OutputChunk[]): Set<string> => {
      const seen = new Set<string>();
      const visit = (chunk: OutputChunk | undefined) => {
        if (!chunk || seen.has(chunk.fileName)) return;
        seen.add(chunk.fileName);
        for (const file of chunk.imports) visit(byFile.get(file));
      };
      for (const root of roots) visit(root);
      return seen;
    };
    const entries = chunks.filter((chunk) => chunk.isEntry);
    const preloadedAlready = closure(entries);
    const preloads: RoutePreload[] = routes.map(({ prefix, modules }) => {
      const roots = modules.map((module) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
        if (!chunk) throw new Error(`route preloads: no chunk for ${module} (${prefix})`);
        return chunk;
      });
      const files = [...closure(roots)].filter((file) => !preloadedAlready.has(file));
      return { prefix, files: files.map((file) => `/${file}`) };
    });
    this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
  },
});

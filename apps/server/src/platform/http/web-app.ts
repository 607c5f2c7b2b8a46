import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setDefaultAccess } from './access';
import { sendNotFound } from './error-handler';
import { serviceMountForPath } from './services';

// Vite's hashed bundles never change under the same name; everything else must be revalidated so a
// new deploy (and new translations) show up at once.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

// Paths that are files or data, never a page of the single-page app.
const NOT_SPA_PREFIXES = ['/assets/', '/locales/'];

const acceptsHtml = (request: FastifyRequest): boolean =>
  (request.headers.accept ?? '').includes('text/html');

/** Written by the web build (apps/web/vite-plugin-route-preloads.ts); dot directories are not served. */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
const SCRIPT_PATH = /^\/assets\/[\w.-]+\.js$/;

interface RoutePreload {
  prefix: string;
  files: string[];
}

/**
 * The build's list of the scripts each page's route needs beyond the entry's, or none. Only hashed
 * script paths are kept: they go into the page's HTML.
 */
const readRoutePreloads = (webDistDir: string): RoutePreload[] => {
  try {
    const list: unknown = JSON.parse(readFileSync(join(webDistDir, ROUTE_PRELOADS_FILE), 'utf8'));
    if (!Array.isArray(list)) return [];
    return list.flatMap((item: { prefix?: unknown; files?: unknown }) =>
      typeof item?.prefix === 'string' && Array.isArray(item.files)
        ? [
            {
              prefix: item.prefix,
              files: item.files.filter(
                (file): file is string => typeof file === 'string' && SCRIPT_PATH.test(file),
              ),
            },
          ]
        : [],
    );
  } catch {
    return [];
  }
};

const routeMatches = (path: string, prefix: string): boolean =>
  prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`);

/**
 * index.html with `<link rel="modulepreload">` for the chunks of the page's route, so that they load
 * with the entry instead of after it has run (docs/decisions/web-app-serving.md).
 */
const withRoutePreloads = (html: string, path: string, preloads: readonly RoutePreload[]): string => {
  const files = preloads.find((preload) => routeMatches(path, preload.prefix))?.files ?? [];
  if (files.length === 0) return html;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
};

/**
 * Serves the built web app from `webDistDir` and answers unknown paths: under a service prefix with
 * that service's 404 envelope; a page request (GET accepting text/html) with index.html so the
 * client router shows the route; anything else (a missing asset or translation) with a JSON 404.
 * Files are listed when the server starts (no wildcard route, so unknown paths reach the prefix's own
 * 404 handler): restart the server after rebuilding the web app. With no build the server still runs.
 */
export const registerWebApp = async (app: FastifyInstance, webDistDir: string): Promise<void> => {
  const indexHtmlPath = join(webDistDir, 'index.html');
  const routePreloads = readRoutePreloads(webDistDir);
  if (existsSync(indexHtmlPath)) {
    await app.register(async (files) => {
      setDefaultAccess(files, 'public');
      await files.register(fastifyStatic, {
        root: webDistDir,
        wildcard: false,
        // The build writes `<file>.br` and `<file>.gz` beside every text file (vite-plugin-precompress):
        // sent by the request's Accept-Encoding (br before gzip) with Vary: Accept-Encoding, else the file.
        preCompressed: true,
        // The copies are reached through their file's URL only, never by their own.
        globIgnore: ['**/*.br', '**/*.gz'],
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          reply.header('cache-control', filePath.includes('/assets/') ? IMMUTABLE : REVALIDATE);
        },
      });
    });
  }

  // Answers whether it sent. It must not return the reply from an async function: a Fastify reply is
  // a thenable that settles with undefined, so the caller would see "not sent" and send a 404 too.
  const sendIndexHtml = async (reply: FastifyReply, path: string): Promise<boolean> => {
    const html = await readFile(indexHtmlPath, 'utf8').catch(() => undefined);
    if (html === undefined) return false;
    reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .send(withRoutePreloads(html, path, routePreloads));
    return true;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const service = serviceMountForPath(path);
    if (service) return sendNotFound(service.envelope, reply);
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      acceptsHtml(request) &&
      !NOT_SPA_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (isPageRequest && (await sendIndexHtml(reply, path))) return reply;
    return sendNotFound('status', reply);
  });
};

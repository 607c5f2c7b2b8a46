import { existsSync } from 'node:fs';
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

/**
 * Serves the built web app from `webDistDir` and answers unknown paths: under a service prefix with
 * that service's 404 envelope; a page request (GET accepting text/html) with index.html so the
 * client router shows the route; anything else (a missing asset or translation) with a JSON 404.
 * Files are listed when the server starts (no wildcard route, so unknown paths reach the prefix's own
 * 404 handler): restart the server after rebuilding the web app. With no build the server still runs.
 */
export const registerWebApp = async (app: FastifyInstance, webDistDir: string): Promise<void> => {
  const indexHtmlPath = join(webDistDir, 'index.html');
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
  const sendIndexHtml = async (reply: FastifyReply): Promise<boolean> => {
    const html = await readFile(indexHtmlPath, 'utf8').catch(() => undefined);
    if (html === undefined) return false;
    reply.code(200).type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(html);
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
    if (isPageRequest && (await sendIndexHtml(reply))) return reply;
    return sendNotFound('status', reply);
  });
};

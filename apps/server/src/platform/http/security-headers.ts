import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppEnv } from '../config';
import { serviceMountForPath } from './services';

/**
 * Helmet for every response. The web app's bundles load from 'self' with no inline scripts; Mantine
 * writes style attributes and <style> tags at run time, hence style-src 'unsafe-inline'. HSTS and the
 * upgrade of insecure requests only in production, where the portal is served over HTTPS.
 */
const securityHeaderOptions = (appEnv: AppEnv): HelmetOptions => {
  const production = appEnv === 'production';
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    // Consent and referee links carry their token in the path; never leak it to another site.
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  };
};

/**
 * Helmet's headers on every answer, 404s included. The middleware is built once: @fastify/helmet built
 * it anew for every request, parsing the policy each time (a sixth of a cached request's time).
 */
export const installSecurityHeaders = (app: FastifyInstance, appEnv: AppEnv): void => {
  const setHeaders = helmet(securityHeaderOptions(appEnv));
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
};

/**
 * Every answer under a service prefix (/api, /ref, /idp, …) may carry person data, errors and 404s
 * included, so none may be kept by a browser or a proxy: `Cache-Control: no-store` unless the route set
 * its own (the identity provider's public keys and discovery document, which carry none).
 */
export const installNoStoreForServices = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!reply.hasHeader('cache-control') && serviceMountForPath(path))
      reply.header('cache-control', 'no-store');
    return payload;
  });
};

/**
 * Every answer of the routes registered in this plugin scope: `Cache-Control: no-store`, whatever a
 * route set (answers that concern one person and change by the second: a link's state, a report).
 */
export const neverCached = (app: FastifyInstance): void => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
};

import type { EndpointAccess } from '@granska/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Who may call a route: the contracts' EndpointAccess (@granska/domain, contracts/endpoint.ts). Every route
 * declares one in its options (`config: { access }`; `addEndpoint` takes it from the contract). API-key
 * callers are refused (403) by every declaration without `apiKey: true`, 'authenticated' included. The
 * auth layer enforces it; the declaration itself is checked when the route is registered.
 */
export type RouteAccess = EndpointAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** URL prefixes whose routes must declare access or the server refuses to start. */
export const GUARDED_PREFIXES = ['/api', '/ref', '/security-screening', '/tags', '/documents'] as const;

const isUnder = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

export const isGuardedUrl = (url: string): boolean => GUARDED_PREFIXES.some((prefix) => isUnder(url, prefix));

const defaultAccessKey = Symbol('granska.defaultRouteAccess');

type WithDefaultAccess = FastifyInstance & { [defaultAccessKey]?: RouteAccess };

/**
 * For third-party plugins (swagger-ui, static files) whose routes we cannot annotate: routes
 * registered in `instance` and its children get `access` unless they declare their own.
 * Child contexts inherit it through Fastify's prototype chain of instances.
 */
export const setDefaultAccess = (instance: FastifyInstance, access: RouteAccess): void => {
  (instance as WithDefaultAccess)[defaultAccessKey] = access;
};

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

export class MissingAccessError extends Error {
  constructor(method: string, url: string) {
    super(
      `Route ${method} ${url} declares no access. Add config: { access: 'public' | 'authenticated' | ` +
        `{ groups: [...] } } to its options (see src/platform/http/access.ts).`,
    );
    this.name = 'MissingAccessError';
  }
}

/**
 * Installs the onRoute hook that resolves each route's access (its own, else its context's default),
 * records it in `catalog`, and throws at registration for a guarded route without one.
 */
export const installAccessDeclarationCheck = (app: FastifyInstance, catalog: RegisteredRoute[]): void => {
  app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
    const access = route.config?.access ?? (this as WithDefaultAccess)[defaultAccessKey];
    if (access !== undefined) route.config = { ...route.config, access };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (access === undefined && isGuardedUrl(route.url)) throw new MissingAccessError(method, route.url);
      catalog.push({ method, url: route.url, access });
    }
  });
};

import { randomUUID } from 'node:crypto';
import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { installModuleReactions } from './module-list';
import { createBankIdRuntime } from './modules/bankid/bankid-runtime';
import { localBankIdRoutes } from './modules/bankid/local-bankid-page.routes';
import { clientConfigRoutes } from './modules/client-config/client-config.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createIdentityRuntime } from './modules/identity/identity-runtime';
import { outboxPageRoutes } from './modules/notifications/outbox-page.routes';
import type { Config, TrustProxy } from './platform/config';
import { createFieldCrypto, type FieldCrypto } from './platform/crypto/field-crypto';
import { loadMasterKey } from './platform/crypto/master-key';
import type { Database, DatabaseConnection } from './platform/db/database';
import { installAccessDeclarationCheck, type RegisteredRoute } from './platform/http/access';
import { createErrorHandler, frameworkErrorHandler } from './platform/http/error-handler';
import { installRateLimits } from './platform/http/rate-limits';
import { installNoStoreForServices, installSecurityHeaders } from './platform/http/security-headers';
import { SERVICE_MOUNTS } from './platform/http/services';
import { installUnsafeTextRefusal } from './platform/http/unsafe-text';
import { registerWebApp } from './platform/http/web-app';
import { loggerOptions } from './platform/logging';
import { APP_VERSION } from './platform/version';
import { guardedService } from './services/guarded-service.plugin';
import { identityProvider } from './services/identity-provider.plugin';
import { mainApi } from './services/main-api.plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, with its resolved access (the route-declaration test walks it). */
    registeredRoutes: RegisteredRoute[];
    /** Field encryption under the master key, for the scheduled work main.ts starts. */
    fieldCrypto: FieldCrypto;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** The database's change notifications, which let the auth layer cache callers (request-context.md). */
  notifications?: Pick<DatabaseConnection, 'listen'>;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

// Fastify takes a hop count only as a function.
const trustProxyOption = (trustProxy: TrustProxy) =>
  typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy;

/** The whole HTTP server, every service under its prefix; not listening (main.ts or inject()). */
export const buildApp = async ({ config, db, notifications }: BuildAppOptions) => {
  installModuleReactions();
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  installAccessDeclarationCheck(app, routes);
  app.setErrorHandler(createErrorHandler('status'));
  installUnsafeTextRefusal(app);

  installSecurityHeaders(app, config.appEnv);
  installNoStoreForServices(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Granska', version: APP_VERSION, description: 'Every service of the Granska portal.' },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(healthRoutes, { db });
  await app.register(clientConfigRoutes, { config });
  const crypto = createFieldCrypto(loadMasterKey(config));
  // Test services (the local stand-ins' pages) never exist in production.
  if (config.appEnv !== 'production') await app.register(outboxPageRoutes, { db, crypto });
  if (config.appEnv !== 'production') {
    await app.register(localBankIdRoutes, {
      db,
      settings: { lifetimeSeconds: config.bankIdLocalOrderLifetimeSeconds },
    });
  }

  app.decorate('fieldCrypto', crypto);
  app.decorate('bankId', createBankIdRuntime({ config, db, crypto, ownAddress: () => app.server.address() }));
  const identity = createIdentityRuntime({ config, db, crypto });
  app.decorateRequest('caller', null);
  app.decorate('identityRuntime', identity);
  if (notifications) {
    const stopFollowing = await identity.followAuthChanges(notifications);
    app.addHook('onClose', async () => stopFollowing());
  }

  const rateLimits = await installRateLimits(app, config.rateLimitsPerMinute);
  const options = { config, db, crypto, identity, rateLimits };
  await app.register(mainApi, { ...options, prefix: SERVICE_MOUNTS.mainApi.prefix });
  await app.register(identityProvider, { ...options, prefix: SERVICE_MOUNTS.identityProvider.prefix });
  for (const serviceName of ['reference', 'securityScreening', 'tags', 'documents'] as const) {
    await app.register(guardedService(serviceName), {
      ...options,
      prefix: SERVICE_MOUNTS[serviceName].prefix,
    });
  }

  await registerWebApp(app, config.webDistDir);
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;

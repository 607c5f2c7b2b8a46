import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerModuleRoutes } from '../module-list';
import { createApiKeyAuthenticator } from '../modules/api-keys/api-keys.service';
import { installRefusedReadAudit } from '../modules/audit/refused-reads';
import { createFileStorage } from '../modules/file-storage/file-storage';
import { apiDocs } from '../platform/http/api-docs';
import { installAuth } from '../platform/http/auth';
import { useServiceEnvelope } from '../platform/http/error-handler';
import type { ServiceOptions } from './service-options';

/** The main API (spec §7, "Main API"), mounted at /api; answers in the `status` envelope. */
export const mainApi: FastifyPluginAsyncZod<ServiceOptions> = async (
  api,
  { config, db, crypto, identity, rateLimits },
) => {
  useServiceEnvelope(api, 'status');
  installAuth(api, identity.authenticate, {
    authenticateApiKey: createApiKeyAuthenticator({ db, crypto }),
    limitRequest: rateLimits.guardedPrefix,
  });
  installRefusedReadAudit(api, db);
  // A test service like /dev/outbox (README): the route map is no business of the public in production.
  if (config.appEnv !== 'production') await api.register(apiDocs);
  const files = createFileStorage({ dataDir: config.dataDir, crypto });
  await registerModuleRoutes(api, { config, db, crypto, identity, rateLimits, files });
};

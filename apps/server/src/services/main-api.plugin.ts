import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from '../modules/account/account.routes';
import { analysisRoutes } from '../modules/analysis/analysis.routes';
import { apiKeysRoutes } from '../modules/api-keys/api-keys.routes';
import { createApiKeyAuthenticator } from '../modules/api-keys/api-keys.service';
import { installRefusedReadAudit } from '../modules/audit/refused-reads';
import { billingRoutes } from '../modules/billing/billing.routes';
import { collectedDataRoutes } from '../modules/collected-data/collected-data.routes';
import { consentRoutes } from '../modules/consent/consent.routes';
import { customersRoutes } from '../modules/customers/customers.routes';
import { createFileStorage } from '../modules/file-storage/file-storage';
import { jobsRoutes } from '../modules/jobs/jobs.routes';
import { ordersRoutes } from '../modules/orders/orders.routes';
import { reportsRoutes } from '../modules/reports/reports.routes';
import { scheduledWorkRoutes } from '../modules/scheduled-work/scheduled-work.routes';
import { usersRoutes } from '../modules/users/users.routes';
import { versionRoutes } from '../modules/version/version.routes';
import { webhooksRoutes } from '../modules/webhooks/webhooks.routes';
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
  await api.register(versionRoutes, { config });
  await api.register(accountRoutes, { db });
  await api.register(analysisRoutes, {
    db,
    crypto,
    appEnv: config.appEnv,
    fileStorage: createFileStorage({ dataDir: config.dataDir, crypto }),
  });
  await api.register(customersRoutes, { db });
  await api.register(apiKeysRoutes, { db, crypto });
  await api.register(billingRoutes, { db });
  await api.register(ordersRoutes, {
    db,
    crypto,
    publicUrl: config.publicUrl,
    consentTimeoutDays: config.consentTimeoutDays,
    appEnv: config.appEnv,
  });
  await api.register(webhooksRoutes, { db });
  await api.register(jobsRoutes, { db, crypto });
  await api.register(collectedDataRoutes, { db, crypto });
  const files = createFileStorage({ dataDir: config.dataDir, crypto });
  await api.register(consentRoutes, {
    db,
    crypto,
    files,
    publicUrl: config.publicUrl,
    consentTimeoutDays: config.consentTimeoutDays,
  });
  await api.register(reportsRoutes, {
    db,
    crypto,
    files,
    publicUrl: config.publicUrl,
    consentTimeoutDays: config.consentTimeoutDays,
  });
  await api.register(scheduledWorkRoutes, { db });
  await api.register(usersRoutes, {
    db,
    crypto: identity.provider.crypto,
    userPoolId: identity.provider.userPoolId,
    loginUrl: `${config.publicUrl}/login`,
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from '../modules/account/account.routes';
import { versionRoutes } from '../modules/version/version.routes';
import { apiDocs } from '../platform/http/api-docs';
import { installAuth } from '../platform/http/auth';
import { useServiceEnvelope } from '../platform/http/error-handler';
import type { ServiceOptions } from './service-options';

/** The main API (spec §7, "Main API"), mounted at /api; answers in the `status` envelope. */
export const mainApi: FastifyPluginAsyncZod<ServiceOptions> = async (api, { config, db, identity }) => {
  useServiceEnvelope(api, 'status');
  installAuth(api, identity.authenticate);
  await api.register(apiDocs);
  await api.register(versionRoutes, { config });
  await api.register(accountRoutes, { db });
};

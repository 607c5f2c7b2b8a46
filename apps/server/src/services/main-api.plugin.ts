import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { versionRoutes } from '../modules/version/version.routes';
import { apiDocs } from '../platform/http/api-docs';
import { useServiceEnvelope } from '../platform/http/error-handler';
import type { ServiceOptions } from './service-options';

/** The main API (spec §7, "Main API"), mounted at /api; answers in the `status` envelope. */
export const mainApi: FastifyPluginAsyncZod<ServiceOptions> = async (api, { config }) => {
  useServiceEnvelope(api, 'status');
  await api.register(apiDocs);
  await api.register(versionRoutes, { config });
};

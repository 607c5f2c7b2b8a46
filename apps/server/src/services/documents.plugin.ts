import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { installAuth } from '../platform/http/auth';
import { useServiceEnvelope } from '../platform/http/error-handler';
import type { ServiceOptions } from './service-options';

/** The documents service (spec §7, paths not shown), mounted at /documents. Answers in the `status` envelope. */
export const documentsService: FastifyPluginAsyncZod<ServiceOptions> = async (
  service,
  { identity, rateLimits },
) => {
  useServiceEnvelope(service, 'status');
  installAuth(service, identity.authenticate, { limitRequest: rateLimits.guardedPrefix });
};

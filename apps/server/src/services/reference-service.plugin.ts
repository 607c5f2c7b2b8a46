import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { installAuth } from '../platform/http/auth';
import { useServiceEnvelope } from '../platform/http/error-handler';
import type { ServiceOptions } from './service-options';

/** The reference service (spec §7), mounted at /ref; answers in the `statusCode` envelope. */
export const referenceService: FastifyPluginAsyncZod<ServiceOptions> = async (
  ref,
  { identity, rateLimits },
) => {
  useServiceEnvelope(ref, 'statusCode');
  installAuth(ref, identity.authenticate, { limitRequest: rateLimits.guardedPrefix });
};

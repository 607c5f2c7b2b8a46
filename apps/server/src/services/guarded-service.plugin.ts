import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { installAuth } from '../platform/http/auth';
import type { EnvelopeStyle } from '../platform/http/envelopes';
import { useServiceEnvelope } from '../platform/http/error-handler';
import type { ServiceOptions } from './service-options';

/**
 * A service of spec §7 with no routes of its own yet (reference, security screening, tags, documents):
 * it answers in its own envelope and every request to it goes through the auth layer.
 */
export const guardedService =
  (envelope: EnvelopeStyle): FastifyPluginAsyncZod<ServiceOptions> =>
  async (service, { identity, rateLimits }) => {
    useServiceEnvelope(service, envelope);
    installAuth(service, identity.authenticate, { limitRequest: rateLimits.guardedPrefix });
  };

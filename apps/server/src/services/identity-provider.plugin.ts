import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityProviderRoutes } from '../modules/identity/identity-provider.routes';
import type { ServiceOptions } from './service-options';

/**
 * The identity provider (architecture.md, identity.md), mounted at /idp. It speaks the user pool's
 * wire protocol and its error format, so it sets its own error handling.
 */
export const identityProvider: FastifyPluginAsyncZod<ServiceOptions> = async (idp, { identity }) => {
  await idp.register(identityProviderRoutes, { provider: identity.provider });
};

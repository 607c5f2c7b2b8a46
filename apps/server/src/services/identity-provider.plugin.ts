import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityProviderRoutes } from '../modules/identity/identity-provider.routes';
import type { ServiceOptions } from './service-options';

const FORGOT_PASSWORD_TARGET = 'AWSCognitoIdentityProviderService.ForgotPassword';

/**
 * The identity provider (architecture.md, identity.md), mounted at /idp. It speaks the user pool's
 * wire protocol and its error format, so it sets its own error handling. Every request counts per client
 * address, ForgotPassword (an e-mail each) also on a lower limit of its own; the 429 is the pool's
 * TooManyRequestsException (docs/decisions/rate-limits.md).
 */
export const identityProvider: FastifyPluginAsyncZod<ServiceOptions> = async (
  idp,
  { identity, rateLimits },
) => {
  idp.addHook('onRequest', async (request, reply) => {
    await rateLimits.enforce('identityProvider', request, reply);
    if (request.headers['x-amz-target'] === FORGOT_PASSWORD_TARGET) {
      await rateLimits.enforce('forgotPassword', request, reply);
    }
  });
  await idp.register(identityProviderRoutes, { provider: identity.provider });
};

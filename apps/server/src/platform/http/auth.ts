import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { type Caller, FORBIDDEN_MESSAGE, isInAnyGroup, NOT_LOGGED_IN_MESSAGE } from './caller';

/** API Gateway's wording, which the web app's reference client looks for to refresh and retry once. */
export const EXPIRED_TOKEN_MESSAGE = 'The incoming token has expired';

export type AuthenticationFailure = 'expired' | 'invalid';

export class AuthenticationError extends Error {
  override readonly name = 'AuthenticationError';
  constructor(
    readonly reason: AuthenticationFailure,
    message: string = reason,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * Turns an access token into the caller, or throws AuthenticationError (bad signature, issuer, client,
 * token use, expiry; a disabled, deleted or signed-out user). The identity module provides it.
 */
export type Authenticator = (accessToken: string) => Promise<Caller>;

const MAX_TOKEN_LENGTH = 8192;

/** The token of `Authorization: Bearer <token>`, or of a bare token as hosted-pool clients often send. */
export const accessTokenOf = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const value = header.trim();
  if (/^bearer$/i.test(value)) return null;
  const token = /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '').trim() : value;
  if (token === '' || token.length > MAX_TOKEN_LENGTH || /\s/.test(token)) return null;
  return token;
};

/**
 * Installs the auth layer on a service prefix: every request gets `request.caller` (null without a valid
 * token), and each route's declared access is enforced before its handler. Errors go through the
 * prefix's error handler, so each service answers in its own envelope. Call it before registering routes.
 */
export const installAuth = (service: FastifyInstance, authenticate: Authenticator): void => {
  service.addHook('onRequest', async (request) => {
    request.caller = null;
    const access = request.routeOptions.config?.access;
    const token = accessTokenOf(request);
    let failure: AuthenticationError | undefined;
    if (token) {
      try {
        request.caller = await authenticate(token);
      } catch (error) {
        if (!(error instanceof AuthenticationError)) throw error;
        failure = error;
      }
    }
    // Unknown paths (no declaration) go on to the 404 handler; public routes ignore a bad token.
    if (access === undefined || access === 'public') return;
    if (!request.caller) {
      throw AppError.unauthorized(
        failure?.reason === 'expired' ? EXPIRED_TOKEN_MESSAGE : NOT_LOGGED_IN_MESSAGE,
      );
    }
    if (typeof access === 'object' && !isInAnyGroup(request.caller, access.groups)) {
      throw AppError.forbidden(FORBIDDEN_MESSAGE);
    }
  });
};

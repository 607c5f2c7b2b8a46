import { API_KEY_HEADER, CUSTOMER_MESSAGES } from '@granska/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import {
  type Caller,
  FORBIDDEN_MESSAGE,
  isApiKeyCaller,
  isInAnyGroup,
  NOT_LOGGED_IN_MESSAGE,
} from './caller';
import type { RequestLimiter } from './rate-limits';

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

/** Turns an `x-api-key` header into the key's caller, or throws AuthenticationError (unknown, revoked). */
export type ApiKeyAuthenticator = (apiKey: string) => Promise<Caller>;

export const INVALID_API_KEY_MESSAGE = CUSTOMER_MESSAGES.invalidApiKey;

const MAX_API_KEY_LENGTH = 200;

/** The `x-api-key` header's value, or null when there is none (or it cannot be a key at all). */
export const apiKeyOf = (request: FastifyRequest): string | null => {
  const header = request.headers[API_KEY_HEADER];
  if (typeof header !== 'string') return Array.isArray(header) ? '' : null;
  return header.trim().slice(0, MAX_API_KEY_LENGTH + 1);
};

export interface InstallAuthOptions {
  /** Accept `x-api-key` (when no bearer token comes along) on routes that declare `apiKey: true`. */
  authenticateApiKey?: ApiKeyAuthenticator;
  /**
   * Counts every request of the prefix once its caller is known (null without a valid token), before
   * the access check: refused and unknown-path requests count too (docs/decisions/rate-limits.md).
   */
  limitRequest?: RequestLimiter;
}

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
export const installAuth = (
  service: FastifyInstance,
  authenticate: Authenticator,
  options: InstallAuthOptions = {},
): void => {
  service.addHook('onRequest', async (request, reply) => {
    request.caller = null;
    const access = request.routeOptions.config?.access;
    const token = accessTokenOf(request);
    const apiKey = token || !options.authenticateApiKey ? null : apiKeyOf(request);
    let failure: AuthenticationError | undefined;
    let apiKeyFailed = false;
    if (token) {
      try {
        request.caller = await authenticate(token);
      } catch (error) {
        if (!(error instanceof AuthenticationError)) throw error;
        failure = error;
      }
    } else if (apiKey !== null && options.authenticateApiKey) {
      try {
        if (apiKey === '' || apiKey.length > MAX_API_KEY_LENGTH) {
          throw new AuthenticationError('invalid', 'malformed api key');
        }
        request.caller = await options.authenticateApiKey(apiKey);
      } catch (error) {
        if (!(error instanceof AuthenticationError)) throw error;
        apiKeyFailed = true;
      }
    }
    await options.limitRequest?.(request, reply);
    // Unknown paths (no declaration) go on to the 404 handler; public routes ignore a bad token.
    if (access === undefined || access === 'public') return;
    // A link's key in the body stands in for a log-in; the handler checks it (contracts/endpoint.ts).
    if (!token && typeof access === 'object' && access.externalKey === true) return;
    if (!request.caller) {
      if (apiKeyFailed) throw AppError.unauthorized(INVALID_API_KEY_MESSAGE);
      throw AppError.unauthorized(
        failure?.reason === 'expired' ? EXPIRED_TOKEN_MESSAGE : NOT_LOGGED_IN_MESSAGE,
      );
    }
    if (isApiKeyCaller(request.caller)) {
      // A key acts only where a route says keys may; never on staff, admin or any-user routes.
      if (typeof access !== 'object' || access.apiKey !== true) throw AppError.forbidden(FORBIDDEN_MESSAGE);
      return;
    }
    if (typeof access === 'object' && !isInAnyGroup(request.caller, access.groups)) {
      throw AppError.forbidden(FORBIDDEN_MESSAGE);
    }
  });
};

import { type Group, REQUEST_MESSAGES } from '@granska/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * Who is behind a request, as the auth layer resolved it: a logged-in user (from the access token), or
 * a customer's integration (from an API key, docs/decisions/api-keys.md).
 */
export interface Caller {
  /** The user's id; for an API key `apiKey:<key id>`, so audit rows tell them apart. */
  userId: string;
  /** Empty for an API key. */
  email: string;
  /** Always empty for an API key: a key acts only where a route accepts keys. */
  groups: Group[];
  custNo: string | null;
  costCenter: string | null;
  /** 'apiKey' for an integration's key; absent (or 'user') for a logged-in user. */
  kind?: 'user' | 'apiKey';
  /** The key's id, for an API key. */
  apiKeyId?: string;
  /** The key's customer id, for an API key. */
  customerId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth layer in guarded prefixes; null when no valid token was sent. */
    caller: Caller | null;
  }
}

export const NOT_LOGGED_IN_MESSAGE = REQUEST_MESSAGES.notLoggedIn;
export const FORBIDDEN_MESSAGE = REQUEST_MESSAGES.forbidden;

/** The caller of a route that requires a log-in; a 401 in the prefix's envelope otherwise. */
export const requireCaller = (request: FastifyRequest): Caller => {
  if (!request.caller) throw AppError.unauthorized(NOT_LOGGED_IN_MESSAGE);
  return request.caller;
};

export const isApiKeyCaller = (caller: Caller): boolean => caller.kind === 'apiKey';

export const isInAnyGroup = (caller: Caller, groups: readonly Group[]): boolean =>
  groups.some((group) => caller.groups.includes(group));

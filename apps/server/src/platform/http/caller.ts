import type { Group } from '@granska/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The logged-in user behind a request, as the auth layer resolved it from the access token. */
export interface Caller {
  userId: string;
  email: string;
  groups: Group[];
  custNo: string | null;
  costCenter: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth layer in guarded prefixes; null when no valid token was sent. */
    caller: Caller | null;
  }
}

export const NOT_LOGGED_IN_MESSAGE = 'Inloggning krävs';
export const FORBIDDEN_MESSAGE = 'Du saknar behörighet för detta';

/** The caller of a route that requires a log-in; a 401 in the prefix's envelope otherwise. */
export const requireCaller = (request: FastifyRequest): Caller => {
  if (!request.caller) throw AppError.unauthorized(NOT_LOGGED_IN_MESSAGE);
  return request.caller;
};

export const isInAnyGroup = (caller: Caller, groups: readonly Group[]): boolean =>
  groups.some((group) => caller.groups.includes(group));

import type { FastifyRequest } from 'fastify';
import { type Caller, requireCaller } from './caller';

/**
 * Who asks, from where and when: made once per request by addEndpoint and handed to the service, which
 * stamps its audit rows and its times with it (docs/decisions/request-context.md). Scheduled work has no
 * request; it acts as 'system'.
 */
export interface RequestContext {
  caller: Caller;
  /** The client's address as Fastify resolved it (TRUST_PROXY); null where there is none. */
  ip: string | null;
  /** The request's one clock reading: every time a command writes is this one. */
  now: Date;
}

/** The person behind a public endpoint (a consent link's key, a BankID order) is no caller of ours. */
export type PublicRequestContext = Omit<RequestContext, 'caller'>;

export const publicContextOf = (request: FastifyRequest, now = new Date()): PublicRequestContext => ({
  ip: request.ip ?? null,
  now,
});

/** The context of a route that requires a caller; a 401 in the prefix's envelope without one. */
export const requestContextOf = (request: FastifyRequest, now = new Date()): RequestContext => ({
  caller: requireCaller(request),
  ...publicContextOf(request, now),
});

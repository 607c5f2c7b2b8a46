import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitsPerMinute } from '../config';
import { AppError } from './app-error';

/**
 * Request limits per client address and per caller (security review, issue 10 item 4;
 * docs/decisions/rate-limits.md). Counters live in this process's memory, one fixed window of a minute
 * per key: with several server processes each counts on its own.
 */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/** The counters: the identity provider's and the guarded prefixes' are separate. */
export type RateLimitBucket = keyof RateLimitsPerMinute;

/** Checks a request against its limit; throws a 429 AppError (with Retry-After set) when it is over. */
export type RequestLimiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface RateLimits {
  /** Counts the request in `bucket`; the 429 goes through the route's error handler (its envelope). */
  enforce(bucket: RateLimitBucket, request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /**
   * For the guarded prefixes, after the auth layer has resolved the caller: a logged-in user or API
   * key counts in its own bucket wherever it calls from; anyone else per client address.
   */
  guardedPrefix: RequestLimiter;
}

// An authenticated caller's key is its user id (`apiKey:<id>` for an API key); never an address.
const callerKey = (request: FastifyRequest): string => `caller:${request.caller?.userId ?? ''}`;

/**
 * Registers @fastify/rate-limit (no limit of its own on any route) and makes the limiters. The client
 * address is `request.ip`, so TRUST_PROXY decides whether X-Forwarded-For is believed; IPv6 addresses
 * count per /64, as one host usually holds the whole prefix.
 */
export const installRateLimits = async (
  app: FastifyInstance,
  perMinute: RateLimitsPerMinute,
): Promise<RateLimits> => {
  await app.register(fastifyRateLimit, { global: false, timeWindow: RATE_LIMIT_WINDOW_MS });
  const limiter = (max: number, byCaller = false) =>
    app.createRateLimit({
      max,
      timeWindow: RATE_LIMIT_WINDOW_MS,
      ...(byCaller ? { keyGenerator: callerKey } : {}),
    });
  const limiters = {
    identityProvider: limiter(perMinute.identityProvider),
    forgotPassword: limiter(perMinute.forgotPassword),
    anonymous: limiter(perMinute.anonymous),
    user: limiter(perMinute.user, true),
  } satisfies Record<RateLimitBucket, unknown>;

  const enforce = async (bucket: RateLimitBucket, request: FastifyRequest, reply: FastifyReply) => {
    const limit = await limiters[bucket](request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', String(Math.max(1, limit.ttlInSeconds)));
    request.log.info({ rateLimit: bucket }, 'rate limit exceeded');
    throw new AppError('TOO_MANY_REQUESTS');
  };

  return {
    enforce,
    guardedPrefix: (request, reply) => enforce(request.caller ? 'user' : 'anonymous', request, reply),
  };
};

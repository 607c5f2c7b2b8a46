import { type Endpoint, type EndpointResponse, endpointName, type FileAnswer } from '@granska/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  type PublicRequestContext,
  publicContextOf,
  type RequestContext,
  requestContextOf,
} from './request-context';
import { SERVICE_MOUNTS } from './services';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * A public endpoint's context has no caller; a link-key endpoint's (`externalKey`) has one only when a
 * logged-in user called it (the handler finds everyone else by the key in the body); every other
 * endpoint's has one (the auth layer saw to it).
 */
export type ContextOf<E extends Endpoint> = E['access'] extends 'public'
  ? PublicRequestContext
  : E['access'] extends { readonly externalKey: true }
    ? PublicRequestContext & { caller?: RequestContext['caller'] }
    : RequestContext;

/** Whether a request may come without a caller: a public endpoint, or a link-key one called without a token. */
const callerless = (endpoint: Endpoint, request: FastifyRequest): boolean =>
  endpoint.access === 'public' ||
  (typeof endpoint.access === 'object' && endpoint.access.externalKey === true && !request.caller);

/**
 * What a handler gets: the request context (caller, address, now; request-context.md), the validated
 * parameters, query and body, the request for the rest, and the reply for a header of its own
 * (e.g. `cache-control`).
 */
export interface EndpointCall<E extends Endpoint> {
  context: ContextOf<E>;
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** How a route is registered, beyond what its contract says. */
export interface EndpointRouteOptions {
  tags?: string[];
  /** The largest body this route takes, in bytes, when it is not the app's (an upload's). */
  bodyLimit?: number;
}

/** A file endpoint's answer as bytes Fastify sends as they are. */
const fileBytes = ({ bytes }: FileAnswer): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export type EndpointHandler<E extends Endpoint> = (call: EndpointCall<E>) => Promise<EndpointResponse<E>>;

/** Fastify writes path parameters as `:id`, the contracts as the spec does, `{id}`. */
export const routeUrl = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

export class WrongServiceError extends Error {
  constructor(endpoint: Endpoint, prefix: string) {
    super(
      `${endpointName(endpoint)} belongs to ${endpoint.service} (${SERVICE_MOUNTS[endpoint.service].prefix}) ` +
        `but is registered under '${prefix}'.`,
    );
    this.name = 'WrongServiceError';
  }
}

/**
 * Registers an endpoint contract (docs/decisions/endpoint-contracts.md): its method and path, its access
 * (enforced by the auth layer, walked by access.test.ts), validation of params, query and body, the
 * envelope it answers and its OpenAPI summary all come from the contract; the module gives the handler.
 * A file endpoint's handler answers a `FileAnswer`, sent as the contract's media type with a
 * Content-Disposition that saves it under its name.
 */
export const addEndpoint = <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  { tags, bodyLimit }: EndpointRouteOptions = {},
): void => {
  if (app.prefix !== SERVICE_MOUNTS[endpoint.service].prefix)
    throw new WrongServiceError(endpoint, app.prefix);
  const { file } = endpoint;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: routeUrl(endpoint.path),
    config: { access: endpoint.access },
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    schema: {
      summary: endpoint.summary,
      ...(tags ? { tags } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(file ? {} : { response: { 200: endpoint.response } }),
    },
    handler: async (request, reply) => {
      const context = callerless(endpoint, request) ? publicContextOf(request) : requestContextOf(request);
      const answer = await handler({
        context: context as ContextOf<E>,
        params: request.params as Parsed<E['params']>,
        query: request.query as Parsed<E['query']>,
        body: request.body as Parsed<E['body']>,
        request,
        reply,
      });
      if (!file) return answer;
      const fileAnswer = answer as FileAnswer;
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${fileAnswer.filename}"`)
        .send(fileBytes(fileAnswer));
    },
  });
};

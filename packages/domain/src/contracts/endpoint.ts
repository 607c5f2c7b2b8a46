import { z } from 'zod';
import type { Group } from '../permissions';

/**
 * Who may call an endpoint (docs/decisions/endpoint-contracts.md):
 * - 'public': anyone, no token (external-party flows, health, the version);
 * - 'authenticated': any logged-in user;
 * - { groups }: a logged-in user in at least one of these groups (spec §6 names);
 * - { groups, apiKey: true }: the same, or a customer's API key;
 * - { groups, externalKey: true }: the same, or no log-in at all: the candidate or a referee of a
 *   reference check, whom the handler finds by the secret key of their link in the body (a request with
 *   neither a valid link key nor a caller in the groups is refused by the handler).
 * The server enforces it; the web app reads it to offer only what the user may do.
 */
export type EndpointAccess =
  | 'public'
  | 'authenticated'
  | { readonly groups: readonly Group[]; readonly apiKey?: boolean; readonly externalKey?: boolean };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The services of spec §7 that an endpoint belongs to; each has its own prefix and envelope. */
export type ServiceName = 'mainApi' | 'reference' | 'securityScreening' | 'tags' | 'documents';

/**
 * One endpoint: everything the server needs to register, validate, guard and document it and everything
 * the web app needs to call it, in one object. `path` is relative to the service's prefix, with path
 * parameters in braces as the spec writes them (`/jobs/{id}/risc`); `response` is the whole envelope.
 */
export interface Endpoint {
  readonly service: ServiceName;
  readonly method: HttpMethod;
  readonly path: string;
  readonly params?: z.ZodType<Record<string, string>>;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  readonly access: EndpointAccess;
  /** The Swedish message the web app shows when the call fails (spec §8). */
  readonly errorMessage: string;
  /** One line for the API documentation. */
  readonly summary: string;
  /**
   * Whether a call changes something (and so leaves an audit row: the audit walk test holds it). Left
   * out it follows the method: GET reads, every other method changes; a POST that only reads says 'read'.
   */
  readonly effect?: 'read' | 'change';
  /**
   * Set when a success answers a file to save (a download, e.g. a PDF) instead of the envelope: its
   * media type. `response` is then `FileAnswer`, what the server's handler gives; the web app gets the
   * file. A failure answers the envelope all the same.
   */
  readonly file?: { readonly contentType: string };
}

/** What a file endpoint's handler answers: the bytes and the name they are saved under. */
export const FileAnswer = z.object({
  filename: z.string(),
  bytes: z.custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array),
});
export type FileAnswer = z.infer<typeof FileAnswer>;

/** Declares an endpoint; the literal types stay, so clients and handlers are typed from it. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller passes: the parameters, query and body the endpoint declares, no more. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query: Input<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : { body?: never });

/** The envelope the endpoint answers. */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

export const endpointEffect = (endpoint: Pick<Endpoint, 'method' | 'effect'>): 'read' | 'change' =>
  endpoint.effect ?? (endpoint.method === 'GET' ? 'read' : 'change');

/** `METHOD /path` as the spec names calls, e.g. 'GET /customer/apikeys'. */
export const endpointName = (endpoint: Endpoint): string => `${endpoint.method} ${endpoint.path}`;

/** The concrete path with each `{name}` replaced by its parameter, URL-encoded. */
export const endpointPath = (endpoint: Endpoint, params: Readonly<Record<string, string>> = {}): string =>
  endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`${endpointName(endpoint)} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });

/**
 * Whether a logged-in user in `groups` may call the endpoint; the same rule the server enforces for users
 * (an API key is never a web user).
 */
export const mayCall = (endpoint: Pick<Endpoint, 'access'>, groups: readonly string[]): boolean => {
  const { access } = endpoint;
  if (access === 'public' || access === 'authenticated') return true;
  return access.groups.some((group) => groups.includes(group));
};

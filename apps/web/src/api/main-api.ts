import {
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  endpointName,
  endpointPath,
  isFetchStatusOk,
  OK_STATUS,
} from '@granska/domain';
import { ApiError, isRecord, joinUrl, type Parser, readJson, type TokenGetter } from './api-error';

/*
 * The main API's envelope is `{status, message, result}`; `status: 'OK'` is success. Detail answers
 * often carry `fetchStatus`, whose part before the first colon is `OK` on success (spec §3, §7): it is
 * checked on the envelope and on a single-object result.
 */

type QueryValue = string | number | boolean | null | undefined;

/** What goes on the wire for one call (requestOf builds it from a contract). */
interface WireRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
  /** The call's Swedish message, shown when it fails ('Kunden kunde inte hämtas'). */
  errorMessage: string;
  signal?: AbortSignal;
}

export interface MainApiOptions {
  baseUrl: string;
  getAccessToken: TokenGetter;
  /** Forces a token refresh after a 401; the new token, or null when the session is gone. */
  refreshAccessToken?: TokenGetter;
  /** Called when the API refuses the session even after a refresh (a tampered or revoked token). */
  onUnauthorized?: () => void;
  fetchFn?: typeof fetch;
  /**
   * The service of spec §7 this client calls: the main API, or another that speaks its envelope (the
   * tags and documents services) at its own base URL.
   */
  service?: 'mainApi' | 'tags' | 'documents';
}

/** How one call is sent, beyond what its contract says. */
export interface CallOptions {
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The message of the call's second meaning, when the caller knows it is that one (the catalogue's
   * bracketed key, 'POST /user (update)'); else the contract's.
   */
  errorMessage?: string;
}

export interface MainApi {
  /**
   * Calls an endpoint contract (docs/decisions/endpoint-contracts.md): its method, path, Swedish message
   * and envelope schema come from the contract; the answer is the whole envelope, parsed.
   */
  call<E extends Endpoint>(endpoint: E, input: EndpointInput<E> & CallOptions): Promise<EndpointResponse<E>>;
  /**
   * Calls a file endpoint (a contract with `file`): the file it answers and the name the server gives it
   * (Content-Disposition), null when it gives none. A failure is an `ApiError` with the contract's
   * message, as for `call`.
   */
  download<E extends Endpoint & { file: { contentType: string } }>(
    endpoint: E,
    input: EndpointInput<E> & CallOptions,
  ): Promise<DownloadedFile>;
}

/** A file a download answered. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

const filenameOf = (disposition: string | null): string | null =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null;

const withQuery = (url: string, query: WireRequest['query']): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
};

const fetchStatusOf = (value: unknown): string | undefined =>
  isRecord(value) && typeof value.fetchStatus === 'string' ? value.fetchStatus : undefined;

const UNAUTHORIZED = 401;

export const createMainApi = ({
  baseUrl,
  getAccessToken,
  refreshAccessToken,
  onUnauthorized,
  fetchFn,
  service = 'mainApi',
}: MainApiOptions): MainApi => {
  /** Sends the call with the bearer token; a refused token gets one refresh and one retry. */
  const respond = async ({
    method = 'GET',
    path,
    query,
    body,
    headers: extraHeaders,
    errorMessage,
    signal,
    accept = 'application/json',
  }: WireRequest & { accept?: string }): Promise<Response> => {
    const send = async (token: string | null): Promise<Response> => {
      const headers: Record<string, string> = { ...extraHeaders, Accept: accept };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (token) headers.Authorization = `Bearer ${token}`;
      try {
        return await (fetchFn ?? fetch)(withQuery(joinUrl(baseUrl, path), query), {
          method,
          headers,
          body: body === undefined ? null : JSON.stringify(body),
          signal: signal ?? null,
        });
      } catch (cause) {
        throw new ApiError(errorMessage, { cause });
      }
    };

    const token = await getAccessToken();
    let response = await send(token);
    // A refused token gets one refresh and one retry; refused again (or no new token), the session
    // is over: the caller's onUnauthorized ends it and the guard sends the user to login.
    if (response.status === UNAUTHORIZED && token) {
      const refreshed = refreshAccessToken ? await refreshAccessToken() : null;
      if (refreshed) response = await send(refreshed);
      if (!refreshed || response.status === UNAUTHORIZED) onUnauthorized?.();
    }
    return response;
  };

  /** The failure of an answered call: the call's message, the server's status, code and message. */
  const failure = (response: Response, envelope: unknown, errorMessage: string): ApiError => {
    const serverMessage =
      isRecord(envelope) && typeof envelope.message === 'string' ? envelope.message : undefined;
    const status = isRecord(envelope) ? envelope.status : undefined;
    return new ApiError(errorMessage, {
      httpStatus: response.status,
      ...(typeof status === 'string' ? { envelopeStatus: status } : {}),
      ...(serverMessage === undefined ? {} : { serverMessage }),
      envelope,
    });
  };

  /** Sends the call and answers its checked envelope (status OK, fetchStatus OK) and HTTP status. */
  const exchange = async (
    request: WireRequest,
  ): Promise<{
    envelope: Record<string, unknown>;
    status: number;
  }> => {
    const response = await respond(request);
    const envelope = await readJson(response);
    const fail = (): never => {
      throw failure(response, envelope, request.errorMessage);
    };

    if (!response.ok || !isRecord(envelope) || envelope.status !== OK_STATUS) return fail();
    for (const fetchStatus of [fetchStatusOf(envelope), fetchStatusOf(envelope.result)]) {
      if (fetchStatus !== undefined && !isFetchStatusOk(fetchStatus)) return fail();
    }
    return { envelope, status: response.status };
  };

  /** What a contract's call sends: its method, filled-in path, query, body, message and options. */
  const requestOf = (endpoint: Endpoint, input: EndpointInput<Endpoint> & CallOptions) => {
    if (endpoint.service !== service) throw new Error(`${endpointName(endpoint)} is not a ${service} call`);
    const { params, query, body, headers, signal, errorMessage } = input;
    return {
      method: endpoint.method,
      path: endpointPath(endpoint, params as Record<string, string> | undefined),
      query: query as WireRequest['query'],
      body,
      errorMessage: errorMessage ?? endpoint.errorMessage,
      ...(headers ? { headers } : {}),
      ...(signal ? { signal } : {}),
    };
  };

  const parseWith = <T>(parser: Parser<T>, value: unknown, errorMessage: string, httpStatus: number): T => {
    try {
      return parser.parse(value);
    } catch (cause) {
      throw new ApiError(errorMessage, { httpStatus, cause });
    }
  };

  return {
    async call<E extends Endpoint>(endpoint: E, input: EndpointInput<E> & CallOptions) {
      const request = requestOf(endpoint, input as EndpointInput<Endpoint> & CallOptions);
      const { envelope, status } = await exchange(request);
      return parseWith(
        endpoint.response as Parser<EndpointResponse<E>>,
        envelope,
        request.errorMessage,
        status,
      );
    },

    async download<E extends Endpoint & { file: { contentType: string } }>(
      endpoint: E,
      input: EndpointInput<E> & CallOptions,
    ) {
      const response = await respond({
        ...requestOf(endpoint, input as EndpointInput<Endpoint> & CallOptions),
        accept: endpoint.file.contentType,
      });
      if (!response.ok) throw failure(response, await readJson(response), endpoint.errorMessage);
      try {
        return {
          blob: await response.blob(),
          filename: filenameOf(response.headers.get('content-disposition')),
        };
      } catch (cause) {
        throw new ApiError(endpoint.errorMessage, { httpStatus: response.status, cause });
      }
    },
  };
};

/** The one item of an answer that carries one (`result[0]`); none fails with the contract's message. */
export const firstResult = <T>(
  envelope: { result: readonly T[] },
  endpoint: Pick<Endpoint, 'errorMessage'>,
): T => {
  const [item] = envelope.result;
  if (item === undefined) throw new ApiError(endpoint.errorMessage);
  return item;
};

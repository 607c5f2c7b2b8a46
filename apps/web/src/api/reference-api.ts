import {
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  endpointName,
  endpointPath,
  REFERENCE_OK_STATUS_CODE,
} from '@granska/domain';
import { ApiError, isRecord, joinUrl, type Parser, readJson, type TokenGetter } from './api-error';

/**
 * The reference service: every call a JSON POST, the envelope `{statusCode, message, result}` with
 * 200 as success and `result` a list. A non-200 envelope shows the server's message, a transport
 * error its own message, and the call's fallback ('Misslyckades att hämta beställning') covers the
 * rest (spec §7, §8).
 */
export interface ReferenceApiOptions {
  baseUrl: string;
  getAccessToken: TokenGetter;
  /** Refreshes the session's tokens; the new access token, or null when the session is gone. */
  refreshAccessToken: TokenGetter;
  fetchFn?: typeof fetch;
}

export interface ReferenceCall<T> {
  path: string;
  body?: unknown;
  /** The call's Swedish fallback message. */
  fallbackMessage: string;
  /** Validates each item of `result`. */
  schema?: Parser<T>;
  signal?: AbortSignal;
}

/** How one contract call is sent, beyond its body. */
export interface ReferenceCallOptions {
  signal?: AbortSignal;
}

export interface ReferenceApi {
  /**
   * Calls a reference-service contract (`packages/domain/src/api/reference-checks.ts`): its path
   * (relative to the service's base, /ref) and fallback message come from the contract, the body is
   * typed by it, and the answer is the whole envelope parsed by the contract's response schema (a paged
   * list keeps its `paging`).
   */
  call<E extends Endpoint>(
    endpoint: E,
    input: Pick<EndpointInput<E>, 'body'> & ReferenceCallOptions,
  ): Promise<EndpointResponse<E>>;
  /** The whole result list. */
  list<T = unknown>(call: ReferenceCall<T>): Promise<T[]>;
  /** The first item of the result list; an empty list fails with the fallback message. */
  single<T = unknown>(call: ReferenceCall<T>): Promise<T>;
}

const EXPIRED_TOKEN = /incoming token has expired/i;

interface Answer {
  response: Response;
  envelope: unknown;
}

const messageOf = (envelope: unknown): string | undefined =>
  isRecord(envelope) && typeof envelope.message === 'string' && envelope.message.trim() !== ''
    ? envelope.message
    : undefined;

const statusCodeOf = (envelope: unknown): number | undefined =>
  isRecord(envelope) && typeof envelope.statusCode === 'number' ? envelope.statusCode : undefined;

const isExpiredToken = ({ response, envelope }: Answer): boolean =>
  (response.status === 401 || statusCodeOf(envelope) === 401) &&
  EXPIRED_TOKEN.test(messageOf(envelope) ?? '');

export const createReferenceApi = ({
  baseUrl,
  getAccessToken,
  refreshAccessToken,
  fetchFn,
}: ReferenceApiOptions): ReferenceApi => {
  const send = async (call: ReferenceCall<unknown>, token: string | null): Promise<Answer> => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      const response = await (fetchFn ?? fetch)(joinUrl(baseUrl, call.path), {
        method: 'POST',
        headers,
        body: JSON.stringify(call.body ?? {}),
        signal: call.signal ?? null,
      });
      return { response, envelope: await readJson(response) };
    } catch (cause) {
      const message = cause instanceof Error && cause.message ? cause.message : call.fallbackMessage;
      throw new ApiError(message, { cause });
    }
  };

  /** Sends the call (one refresh and retry for an expired token) and answers its 200 envelope. */
  const exchange = async (call: ReferenceCall<unknown>): Promise<{ envelope: unknown; status: number }> => {
    let answer = await send(call, await getAccessToken());
    if (isExpiredToken(answer)) {
      const refreshed = await refreshAccessToken();
      if (refreshed) answer = await send(call, refreshed);
    }
    const { response, envelope } = answer;
    const statusCode = statusCodeOf(envelope);
    if (!response.ok || statusCode !== REFERENCE_OK_STATUS_CODE) {
      throw new ApiError(messageOf(envelope) ?? call.fallbackMessage, {
        httpStatus: response.status,
        ...(statusCode === undefined ? {} : { envelopeStatus: statusCode }),
        ...(messageOf(envelope) === undefined ? {} : { serverMessage: messageOf(envelope) }),
        envelope,
      });
    }
    return { envelope, status: response.status };
  };

  const list = async <T>(call: ReferenceCall<T>): Promise<T[]> => {
    const { envelope, status } = await exchange(call);
    const result = isRecord(envelope) ? envelope.result : undefined;
    const items: unknown[] = Array.isArray(result)
      ? result
      : result === undefined || result === null
        ? []
        : [result];
    const { schema } = call;
    if (!schema) return items as T[];
    try {
      return items.map((item) => schema.parse(item));
    } catch (cause) {
      throw new ApiError(call.fallbackMessage, { httpStatus: status, cause });
    }
  };

  const callContract = async <E extends Endpoint>(
    endpoint: E,
    input: Pick<EndpointInput<E>, 'body'> & ReferenceCallOptions,
  ): Promise<EndpointResponse<E>> => {
    if (endpoint.service !== 'reference') {
      throw new Error(`${endpointName(endpoint)} is not a reference-service call`);
    }
    const fallbackMessage = endpoint.errorMessage;
    const { envelope, status } = await exchange({
      path: endpointPath(endpoint),
      body: input.body,
      fallbackMessage,
      ...(input.signal ? { signal: input.signal } : {}),
    });
    try {
      return endpoint.response.parse(envelope) as EndpointResponse<E>;
    } catch (cause) {
      throw new ApiError(fallbackMessage, { httpStatus: status, cause });
    }
  };

  return {
    call: callContract,
    list,
    async single<T>(call: ReferenceCall<T>): Promise<T> {
      const [first] = await list(call);
      if (first === undefined) throw new ApiError(call.fallbackMessage);
      return first;
    },
  };
};

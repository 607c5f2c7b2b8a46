import { type Endpoint, type EndpointInput, REFERENCE_OK_STATUS_CODE } from '@granska/domain';
import { ApiError, isRecord, joinUrl, type Parser, readJson, type TokenGetter } from './api-error';
import type { ItemOf } from './endpoint-hooks';

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

export interface ReferenceApi {
  /** The whole result list. */
  list<T = unknown>(call: ReferenceCall<T>): Promise<T[]>;
  /** The first item of the result list; an empty list fails with the fallback message. */
  single<T = unknown>(call: ReferenceCall<T>): Promise<T>;
  /**
   * A reference-service contract's first result item, checked against the contract; the contract's
   * path and fallback message (spec §8).
   */
  call<E extends Endpoint>(
    endpoint: E,
    body: EndpointInput<E>['body'],
    signal?: AbortSignal,
  ): Promise<ItemOf<E>>;
}

/** The schema of one `result` item of a contract's success envelope. */
const resultItemSchema = (endpoint: Endpoint): Parser<unknown> | undefined => {
  const shape = (endpoint.response as { shape?: { result?: { element?: Parser<unknown> } } }).shape;
  return shape?.result?.element;
};

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

  const list = async <T>(call: ReferenceCall<T>): Promise<T[]> => {
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
      });
    }
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
      throw new ApiError(call.fallbackMessage, { httpStatus: response.status, cause });
    }
  };

  const single = async <T>(call: ReferenceCall<T>): Promise<T> => {
    const [first] = await list(call);
    if (first === undefined) throw new ApiError(call.fallbackMessage);
    return first;
  };

  return {
    list,
    single,
    call: <E extends Endpoint>(endpoint: E, body: EndpointInput<E>['body'], signal?: AbortSignal) => {
      const schema = resultItemSchema(endpoint) as Parser<ItemOf<E>> | undefined;
      return single<ItemOf<E>>({
        path: endpoint.path,
        body,
        fallbackMessage: endpoint.errorMessage,
        ...(schema ? { schema } : {}),
        ...(signal ? { signal } : {}),
      });
    },
  };
};

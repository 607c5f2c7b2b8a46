import { ENDPOINTS, type Endpoint, endpointName } from '@granska/domain';
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  /** The path below the API base, e.g. '/users'. */
  path: string;
  query: Record<string, string>;
  headers: Headers;
  body: unknown;
}

type Answer = Response | Record<string, unknown>;
type Handler = (call: ApiCall) => Answer | Promise<Answer>;

const templateMatches = (template: string, path: string): boolean => {
  const wanted = template.split('/');
  const actual = path.split('/');
  return (
    wanted.length === actual.length &&
    wanted.every((part, index) => /^\{\w+\}$/.test(part) || part === decodeURIComponent(actual[index] ?? ''))
  );
};

/**
 * The contract of a call to the main API (`/users`) or the tags or documents service, which share its
 * envelope (`/tags/…`, `/documents/…`).
 */
const contractOf = (method: string, path: string): Endpoint | undefined => {
  const [service, servicePath] = path.startsWith('/tags/')
    ? (['tags', path.slice('/tags'.length)] as const)
    : path.startsWith('/documents/')
      ? (['documents', path.slice('/documents'.length)] as const)
      : (['mainApi', path] as const);
  return ENDPOINTS.find(
    (endpoint) =>
      endpoint.service === service &&
      endpoint.method === method &&
      templateMatches(endpoint.path, servicePath),
  );
};

/**
 * The one stub of the main API for the web tests (docs/decisions/endpoint-contracts.md): `fetch` stubbed
 * at the boundary for '/api'; each `METHOD /path` answers from its handler, any other call fails the
 * test. Every call is recorded. A successful answer to a call that has an endpoint contract must fit the
 * contract's response schema, so a stub cannot drift from what the server answers.
 */
export const stubMainApi = (routes: Record<string, Handler>) => {
  const calls: ApiCall[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: ApiCall = {
      method,
      path: url.pathname.replace(/^\/api/, ''),
      query: Object.fromEntries(url.searchParams),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${method} ${call.path}`];
    if (!handler) throw new Error(`unexpected call ${method} ${call.path}`);
    const answer = await handler(call);
    if (answer instanceof Response) return answer;
    const contract = contractOf(method, call.path);
    const fits = contract?.response.safeParse(answer);
    if (fits && !fits.success) {
      throw new Error(
        `the stub's answer to ${endpointName(contract as Endpoint)} breaks its contract: ${fits.error}`,
      );
    }
    return Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchFn);
  return {
    fetchFn,
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
};

export const ok = (result: unknown[], extra: Record<string, unknown> = {}) => ({
  status: 'OK',
  message: 'OK',
  result,
  ...extra,
});

/** A paged answer (paging.md: 0-based page). */
export const paged = (result: unknown[], { page = 0, size = 10, total = result.length } = {}) =>
  ok(result, { paging: { page, size, total } });

export const failure = (
  httpStatus: number,
  status: string,
  message: string,
  extra: Record<string, unknown> = {},
) => Response.json({ status, message, result: [], ...extra }, { status: httpStatus });

import { REFERENCE_ENDPOINTS } from '@granska/domain';
import { vi } from 'vitest';
import { stubMainApi } from './main-api-stub';
import { testConfig } from './test-config';

export interface ReferenceApiCall {
  /** The path below the reference service's base, e.g. '/order/list'. */
  path: string;
  headers: Headers;
  body: unknown;
}

type Answer = Response | Record<string, unknown>;
type Handler = (call: ReferenceApiCall) => Answer | Promise<Answer>;
type MainRoutes = Parameters<typeof stubMainApi>[0];

const contractOf = (path: string) => REFERENCE_ENDPOINTS.find((endpoint) => endpoint.path === path);

/**
 * The reference service for the web tests, beside the main API's stub (main-api-stub.ts): `fetch` is
 * stubbed at the boundary; a call below the reference base ('/ref') answers from its handler, anything
 * else goes to the main API's stub (`main`, its routes). Every reference call must be one of the
 * contracts, its body must parse with the contract's body schema, and a handler's successful answer
 * must fit the contract's response: neither side of a test can drift from what the server takes and
 * answers.
 */
export const stubReferenceApi = (routes: Record<string, Handler>, main: MainRoutes = {}) => {
  const mainApi = stubMainApi(main);
  const calls: ReferenceApiCall[] = [];
  const base = testConfig.referenceBaseUrl;
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.startsWith(`${base}/`)) return mainApi.fetchFn(input, init);
    const path = url.pathname.slice(base.length);
    if (init?.method !== 'POST') throw new Error(`the reference service takes POST only: ${path}`);
    const call: ReferenceApiCall = {
      path,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const contract = contractOf(path);
    if (!contract) throw new Error(`no reference-service contract for ${path}`);
    const sent = contract.body.safeParse(call.body);
    if (!sent.success) throw new Error(`the request to ${path} breaks its contract: ${sent.error}`);
    const handler = routes[path];
    if (!handler) throw new Error(`unexpected reference call ${path}`);
    const answer = await handler(call);
    if (answer instanceof Response) return answer;
    const fits = contract.response.safeParse(answer);
    if (!fits.success) throw new Error(`the stub's answer to ${path} breaks its contract: ${fits.error}`);
    return Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchFn);
  return {
    fetchFn,
    calls,
    /** The reference calls to `path`, in order. */
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    /** The main API's stub (its calls). */
    mainApi,
  };
};

/** A reference-service success: `statusCode` 200 and the result list. */
export const refOk = (result: unknown[], extra: Record<string, unknown> = {}) => ({
  statusCode: 200,
  message: '',
  result,
  ...extra,
});

/** A paged reference-service answer (0-based page). */
export const refPaged = (result: unknown[], { page = 0, size = 10, total = result.length } = {}) =>
  refOk(result, { paging: { page, size, total } });

/** A refused reference-service call: the HTTP status in the envelope too, the server's message. */
export const refFailure = (
  statusCode: number,
  message: string,
  issues?: readonly { path: string; message: string }[],
) =>
  Response.json({ statusCode, message, result: [], ...(issues ? { issues } : {}) }, { status: statusCode });

import type { ApiKeyInfo, CustomerResult, UserView } from '@granska/domain';
import { vi } from 'vitest';
import { fakeSession, fakeUser } from '../../../test/render';

/** A user administrator's session. */
export const adminSession = () => fakeSession(fakeUser(['UserAdmin']));

export interface ApiCall {
  method: string;
  /** The path below the API base, e.g. '/users'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = Response | Record<string, unknown>;
type Handler = (call: ApiCall) => Answer | Promise<Answer>;

/**
 * `fetch` stubbed at the boundary for the main API at '/api': each `METHOD /path` answers from its
 * handler, any other call fails the test. Every call is recorded.
 */
export const stubMainApi = (routes: Record<string, Handler>) => {
  const calls: ApiCall[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const call: ApiCall = {
      method,
      path,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new Error(`unexpected call ${method} ${path}`);
    const answer = await handler(call);
    return answer instanceof Response ? answer : Response.json(answer);
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

export const failure = (httpStatus: number, status: string, message: string) =>
  Response.json({ status, message, result: [] }, { status: httpStatus });

export const userView = (overrides: Partial<UserView> = {}): UserView => ({
  userId: 'u-1',
  userEmail: 'kalle.kund@exempel.se',
  userPhonenumber: '+46701112233',
  custNo: 'K1001',
  costCenter: '',
  userGroups: [{ userGroupId: 'CustomerAdmin', description: 'Kundadmin' }],
  userStatus: 'CONFIRMED',
  userEnabled: true,
  userCreated: '2026-01-05T09:00:00.000Z',
  userUpdated: '2026-01-05T09:00:00.000Z',
  ...overrides,
});

export const customerResult = (overrides: Partial<CustomerResult> = {}): CustomerResult => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  custNo: 'K1001',
  custName: 'Exempel AB',
  custOrgNo: '556677-8899',
  custAdress: 'Storgatan 1, 111 22 Stockholm',
  access: ['BackgroundCheck'],
  modified: '2026-01-05T09:00:00.000Z',
  hiddenCustomer: false,
  testCustomer: false,
  ...overrides,
});

export const apiKeyInfo = (overrides: Partial<ApiKeyInfo> = {}): ApiKeyInfo => ({
  id: 'k-1',
  prefix: 'gsk_ab12cd34',
  keyName: 'Lönesystem',
  keyDescription: 'Integration mot lönesystemet',
  customerId: 'a1b2c3d4-0000-4000-8000-000000000001',
  created: '2026-01-05T09:00:00.000Z',
  lastUsed: null,
  revoked: null,
  ...overrides,
});

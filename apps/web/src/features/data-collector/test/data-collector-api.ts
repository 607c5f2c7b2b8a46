import type { CollectedDataQueueItem, CollectedDataView } from '@granska/domain';
import { SECURITY_POLICY_VERSION } from '@granska/domain';
import { vi } from 'vitest';
import { fakeSession, fakeUser } from '../../../test/render';

export const collectorSession = () => fakeSession(fakeUser(['DataCollector']));

export interface ApiCall {
  method: string;
  /** The path below the API base, e.g. '/collecteddata/'. */
  path: string;
  query: Record<string, string>;
  body: unknown;
}

type Answer = Response | Record<string, unknown>;
type Handler = (call: ApiCall) => Answer | Promise<Answer>;

/** `fetch` stubbed at the boundary for the main API at '/api'; any call without a handler fails the test. */
export const stubMainApi = (routes: Record<string, Handler>) => {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const call: ApiCall = {
        method,
        path: url.pathname.replace(/^\/api/, ''),
        query: Object.fromEntries(url.searchParams),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const handler = routes[`${method} ${call.path}`];
      if (!handler) throw new Error(`unexpected call ${method} ${call.path}`);
      const answer = await handler(call);
      return answer instanceof Response ? answer : Response.json(answer);
    }),
  );
  return {
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

export const paged = (result: unknown[], { page = 0, size = 10, total = result.length } = {}) =>
  ok(result, { paging: { page, size, total } });

export const failure = (
  httpStatus: number,
  status: string,
  message: string,
  extra: Record<string, unknown> = {},
) => Response.json({ status, message, result: [], ...extra }, { status: httpStatus });

export const policyStatus = (approved: boolean) =>
  ok([
    { version: SECURITY_POLICY_VERSION, approved, approvedAt: approved ? '2026-03-01T08:00:00.000Z' : null },
  ]);

export const queueItem = (overrides: Partial<CollectedDataQueueItem> = {}): CollectedDataQueueItem => ({
  id: 'rec-1',
  jobId: 'a1b2c3d4-0000-4000-8000-000000000001',
  status: 'CREATED',
  jobType: 'COWORKER',
  customerId: 'cust-1002',
  customerName: 'Bygg & Bevakning i Norr AB',
  deadline: '2026-03-05T09:30:00.000Z',
  deadlineStatus: null,
  createTime: '2026-03-03T09:30:00.000Z',
  modified: '2026-03-03T09:30:00.000Z',
  topics: ['education'],
  dataCollectorEmail: null,
  ...overrides,
});

export const recordView = (overrides: Partial<CollectedDataView> = {}): CollectedDataView => ({
  id: 'rec-1',
  createTime: '2026-03-03T09:30:00.000Z',
  modified: '2026-03-03T09:30:00.000Z',
  status: 'CREATED',
  dataCollectorUserId: null,
  dataCollectorEmail: null,
  collectedDataDetails: {},
  jobId: 'a1b2c3d4-0000-4000-8000-000000000001',
  jobType: 'COWORKER',
  jobState: 'ANALYSING',
  customerId: 'cust-1002',
  customerName: 'Bygg & Bevakning i Norr AB',
  deadline: '2026-03-05T09:30:00.000Z',
  deadlineStatus: 'close',
  verifyFormerEmployer: false,
  verifyEducation: true,
  position: 'Lagerchef',
  screeningQuestions: [],
  topics: ['education'],
  educationCollected: false,
  employerCollected: false,
  extraQuestionCollected: false,
  debtHistoryCollected: false,
  driversLicenseCollected: false,
  vehicleOwnershipCollected: false,
  sanctionListCollected: false,
  tradingProhibitionCollected: false,
  citizenshipState: 'DO_NOT_CHECK',
  isChecked: false,
  editor: null,
  person: { name: 'Inga Insamlingsson', SSN: '19850412-0012' },
  mayEdit: true,
  mayReopen: false,
  ...overrides,
});

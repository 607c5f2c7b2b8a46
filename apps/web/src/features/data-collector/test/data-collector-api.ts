import type { CollectedDataQueueItem } from '@granska/domain';
import { SECURITY_POLICY_VERSION } from '@granska/domain';
import { collectedDataView } from '../../../test/job-fixtures';
import { ok } from '../../../test/main-api-stub';
import { fakeSession, fakeUser } from '../../../test/render';

export { type ApiCall, failure, ok, paged, stubMainApi } from '../../../test/main-api-stub';

export const collectorSession = () => fakeSession(fakeUser(['DataCollector']));

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

/** The record the data collector opens (the shared job fixture's collected data). */
export const recordView = collectedDataView;

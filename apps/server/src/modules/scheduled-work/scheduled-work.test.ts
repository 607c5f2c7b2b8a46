import { FailedJobsPage } from '@granska/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createScheduler, type JobHandler, PermanentJobError } from '../../platform/scheduler/scheduler';
import { enqueueJob } from '../../platform/scheduler/scheduler.repository';
import { adminAndOthers } from '../../platform/testing/factory';
import { testAppForFile } from '../../platform/testing/test-app';

const testApp = testAppForFile();
let tokens: Awaited<ReturnType<typeof adminAndOthers>>;

beforeAll(async () => {
  tokens = await adminAndOthers(testApp, 'scheduled-work');
  const failing: JobHandler = {
    kind: 'test.undeliverable',
    handle: async () => {
      throw new PermanentJobError('the receiver refused it');
    },
  };
  const jobs = createScheduler({
    database: testApp.database,
    handlers: [failing],
    pollIntervalMs: 60_000,
    log: { info: () => {}, warn: () => {}, error: () => {} },
  });
  await enqueueJob(testApp.database.db, { kind: 'test.undeliverable', payload: { orderId: 'o-1' } });
  await jobs.runDueJobs();
  await jobs.stop();
});

const failedJobs = (token: string, query = '') =>
  testApp.app.inject({
    url: `/api/scheduled-jobs/failed${query}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('GET /api/scheduled-jobs/failed', () => {
  it('shows an admin the work given up, with its kind, error and attempts, paged', async () => {
    const response = await failedJobs(tokens.admin.token, '?page=0&size=10');
    expect(response.statusCode).toBe(200);
    const page = FailedJobsPage.parse(response.json());
    expect(page.paging).toEqual({ page: 0, size: 10, total: 1 });
    expect(page.result).toEqual([
      expect.objectContaining({
        kind: 'test.undeliverable',
        error: 'PermanentJobError: the receiver refused it',
        attempts: 1,
      }),
    ]);
    expect(page.result[0]?.failedAt).not.toBeNull();
  });

  it('is refused to customer users and without a log-in', async () => {
    expect((await failedJobs(tokens.customerAdmin.token)).statusCode).toBe(403);
    expect((await failedJobs(tokens.orderer.token)).statusCode).toBe(403);
    expect((await testApp.app.inject({ url: '/api/scheduled-jobs/failed' })).statusCode).toBe(401);
  });
});

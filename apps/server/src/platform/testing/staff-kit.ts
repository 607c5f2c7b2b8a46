import { JobsPage, okEnvelope, SECURITY_POLICY_VERSION, StaffJobDetails } from '@granska/domain';
import { expect } from 'vitest';
import { createFileStorage } from '../../modules/file-storage/file-storage';
import { reportJobs } from '../../modules/reports/reports.jobs';
import type { AuditWalkWorld } from './audit-walk';
import { accessTokenFor, insertJobs } from './factory';
import { runDueJobsOnce } from './scheduler-kit';
import type { ListeningTestApp, TestApp } from './test-app';

export interface Staff {
  token: string;
  userId: string;
}

/** Helpers for the staff job tests of one test app. */
export const staffTestKit = (testApp: TestApp, tag: string) => {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, body?: unknown) =>
    testApp.app.inject({
      method,
      url: `/api${url}`,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(body !== undefined ? { payload: body as object } : {}),
    });

  let users = 0;
  /** A new user with these groups (no customer: staff) and an access token. */
  const user = (groups: string[], custNo: string | null = null): Promise<Staff> => {
    users += 1;
    return accessTokenFor(testApp, { email: `user${users}.${tag}@granska.example`, custNo, groups });
  };

  const approvePolicy = async (staff: Staff) => {
    const response = await call('POST', '/staff/policy/approve', staff.token, {
      version: SECURITY_POLICY_VERSION,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  /** A staff user of these groups who approved the security policy. */
  const staff = async (groups: string[]): Promise<Staff> => {
    const created = await user(groups);
    await approvePolicy(created);
    return created;
  };

  const page = async (token: string, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const response = await call('GET', `/jobs?${search}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return okEnvelope(JobsPage).parse(response.json()).result[0] as JobsPage;
  };

  /** Every job of a queue, following nextToken to the end. */
  const wholeQueue = async (token: string, query: Record<string, string | number> = {}) => {
    const ids: string[] = [];
    let nextToken: string | null = null;
    do {
      const current: JobsPage = await page(token, { ...query, ...(nextToken ? { nextToken } : {}) });
      ids.push(...current.jobs.map((job) => job.id));
      nextToken = current.nextToken;
    } while (nextToken);
    return ids;
  };

  const details = (response: { statusCode: number; body: string; json(): unknown }) => {
    expect(response.statusCode, response.body).toBe(200);
    return okEnvelope(StaffJobDetails).parse(response.json()).result[0] as StaffJobDetails;
  };

  return { call, user, staff, approvePolicy, page, wholeQueue, details };
};

const DEMO_1002 = '0b6f4f7e-3c1a-4d55-9a43-6f0e2d1a1002';

/** A report draft with a summary and one section, for staff flows that save and finalize. */
export const reportDraft = {
  summary: 'Inga anmärkningar av betydelse för tjänsten.',
  sections: { ECONOMY: 'Inga betalningsanmärkningar.' },
};

/** Runs the report PDF renders that are due, as the scheduler of main.ts does. */
export const runReportRenders = (testApp: ListeningTestApp) =>
  runDueJobsOnce({
    database: testApp.database,
    handlers: reportJobs({
      db: testApp.database.db,
      crypto: testApp.app.fieldCrypto,
      files: createFileStorage({ dataDir: testApp.dataDir, crypto: testApp.app.fieldCrypto }),
      publicUrl: testApp.config.publicUrl,
    }),
    pollIntervalMs: 1_000,
    log: { info: () => {}, warn: () => {}, error: () => {} },
  });

/** A job of demo customer 1002 under analysis (written straight into the tables), its analyst and a coordinator. */
export const analysingJob = async (world: AuditWalkWorld) => {
  const staff = staffTestKit(world.testApp, world.tag());
  const analyst = await staff.staff(['Analyst']);
  const coordinator = await staff.staff(['Coordinator']);
  const [jobId] = await insertJobs(world.testApp, [
    { customerId: DEMO_1002, currState: 'ANALYSING', staffId: analyst.userId },
  ]);
  if (!jobId) throw new Error('no job inserted');
  const post = async (url: string, token: string, body: unknown) => {
    const response = await staff.call('POST', url, token, body);
    expect(response.statusCode, response.body).toBe(200);
  };
  return { jobId, analyst, coordinator, post };
};

/** As analysingJob, its report saved and finalized: PENDING_APPROVAL, the person asked to approve. */
export const finalizedJob = async (world: AuditWalkWorld) => {
  const job = await analysingJob(world);
  await job.post('/report', job.analyst.token, { jobId: job.jobId, language: 'sv', content: reportDraft });
  await job.post('/report/final', job.analyst.token, { jobId: job.jobId });
  return job;
};

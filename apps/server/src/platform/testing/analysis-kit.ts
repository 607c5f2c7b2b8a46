import { SECURITY_POLICY_VERSION } from '@granska/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { bkJobs } from '../../modules/orders/orders.schema';
import { staffPolicyApprovals } from '../../modules/staff-access/staff-access.schema';
import { consentTestKit, personalNumber } from './consent-kit';
import { accessTokenFor } from './factory';
import { staffTestKit } from './staff-kit';
import { createListeningTestApp, type ListeningTestApp, type TestApp } from './test-app';

export type Method = 'GET' | 'POST';

/** Helpers for the analysis tests: staff users, jobs brought to ANALYSING, calls. */
export const analysisTestKit = (testApp: TestApp, tag: string) => {
  const consent = consentTestKit(testApp);

  const { call } = staffTestKit(testApp, tag);

  let users = 0;
  /** A user with these groups (staff when custNo is null) who approved the security policy unless told. */
  const user = async (
    groups: string[],
    options: { custNo?: string | null; approvePolicy?: boolean } = {},
  ) => {
    users += 1;
    const created = await accessTokenFor(testApp, {
      email: `${groups.join('-').toLowerCase()}${users}@${tag}.example`,
      custNo: options.custNo ?? null,
      groups,
    });
    if (options.approvePolicy ?? true) {
      await testApp.database.db
        .insert(staffPolicyApprovals)
        .values({ userId: created.userId, policyVersion: SECURITY_POLICY_VERSION });
    }
    return created;
  };

  /**
   * One COWORKER job of a new person, sent by the seeded orderer of customer 1002; accepted by the
   * person (ANALYSING) unless `accepted` is false (PENDING_CONSENT). The person's serial picks the
   * stand-ins' profile (serial % 3: 0 clean, 1 remarks, 2 heavy).
   */
  const job = async ({ serial, accepted = true }: { serial: number; accepted?: boolean }) => {
    const person = {
      name: `Anders Analyssson ${serial}`,
      SSN: personalNumber(serial),
      email: `anders${serial}.${tag}@kandidat.example`,
      phone: '+46701112255',
      position: 'Controller',
    };
    const { jobId, key, ordererToken } = await consent.sendOrder('COWORKER', person);
    if (accepted) await consent.acceptWithBankId(key, person.SSN);
    return { jobId, person, ordererToken };
  };

  /** Sets the job's analyst (the coordinators' POST /jobs/user does this in the product). */
  const assign = async (jobId: string, analystId: string | null) => {
    await testApp.database.db.update(bkJobs).set({ staffId: analystId }).where(eq(bkJobs.id, jobId));
  };

  const setState = async (jobId: string, currState: 'APPROVED' | 'ANALYSING' | 'PENDING_APPROVAL') => {
    await testApp.database.db.update(bkJobs).set({ currState }).where(eq(bkJobs.id, jobId));
  };

  /** A copy of the job under a service no staff group works (staff-access answers 404 for it). */
  const copyAsOtherService = async (jobId: string) => {
    const [row] = await testApp.database.db.select().from(bkJobs).where(eq(bkJobs.id, jobId));
    if (!row) throw new Error('job missing');
    const { personId: _generated, ...columns } = row;
    const id = crypto.randomUUID();
    await testApp.database.db
      .insert(bkJobs)
      .values({ ...columns, id, service: 'BLANK' as unknown as typeof row.service });
    return id;
  };

  return { call, user, job, assign, setState, copyAsOtherService };
};

/**
 * One analysis test file's app, kit and analyst, made before its tests and closed after them; read the
 * fields inside the tests (they are set once beforeAll has run). `env` goes on top of the test
 * configuration; it is read when the suite starts, so it may name a server an earlier beforeAll started.
 */
export const analysisTestSuite = (tag: string, env: () => Record<string, string> = () => ({})) => {
  const suite = {} as {
    testApp: ListeningTestApp;
    kit: ReturnType<typeof analysisTestKit>;
    analyst: { token: string; userId: string };
    /** A job of a new person in ANALYSING, assigned to the suite's analyst. */
    assignedJob(serial: number): ReturnType<ReturnType<typeof analysisTestKit>['job']>;
  };
  beforeAll(async () => {
    suite.testApp = await createListeningTestApp(env());
    suite.kit = analysisTestKit(suite.testApp, tag);
    suite.analyst = await suite.kit.user(['Analyst']);
  }, 60_000);
  afterAll(() => suite.testApp.close());
  suite.assignedJob = async (serial) => {
    const job = await suite.kit.job({ serial });
    await suite.kit.assign(job.jobId, suite.analyst.userId);
    return job;
  };
  return suite;
};

/** The error envelope's message (and status) of a refused call. */
export const refusal = (response: { statusCode: number; json(): unknown }) => ({
  statusCode: response.statusCode,
  message: (response.json() as { message: string }).message,
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OrderView, okEnvelope, SECURITY_POLICY_VERSION } from '@granska/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { listOutbox } from '../../modules/notifications/notifications.service';
import { bkJobs } from '../../modules/orders/orders.schema';
import { staffPolicyApprovals } from '../../modules/staff-access/staff-access.schema';
import { consentTestKit, personalNumber } from './consent-kit';
import { accessTokenFor } from './factory';
import { createTestApp, type TestApp } from './test-app';

export interface AnalysisTestApp {
  testApp: TestApp;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The app with the demo data, listening (the person's consent goes through the local BankID server) and
 * with its own data folder for stored files.
 */
export const createAnalysisTestApp = async (): Promise<AnalysisTestApp> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'granska-analysis-'));
  const testApp = await createTestApp({ seed: true, env: { DATA_DIR: dataDir } });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    testApp,
    dataDir,
    close: async () => {
      await testApp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

export type Method = 'GET' | 'POST';

/** Helpers for the analysis tests: staff users, jobs brought to ANALYSING, calls. */
export const analysisTestKit = (testApp: TestApp, tag: string) => {
  const consent = consentTestKit(testApp);

  const call = (method: Method, url: string, token: string | undefined, body?: unknown) =>
    testApp.app.inject({
      method,
      url: `/api${url}`,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(body !== undefined ? { payload: body as object } : {}),
    });

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

  const accept = async (consentKey: string, ssn: string) => {
    const started = await consent.post('/api/bankid/auth-queued', { consentKey, answer: 'accept' });
    expect(started.statusCode, started.body).toBe(200);
    const { orderRef } = started.json().result[0] as { orderRef: string };
    const approved = await consent.post(`/dev/bankid/orders/${orderRef}/complete`, { personalNumber: ssn });
    expect(approved.statusCode, approved.body).toBe(200);
    const collected = await consent.post('/api/bankid/auth-result', { consentKey, orderRef });
    expect(collected.json().result[0]).toMatchObject({ consent: { jobState: 'ANALYSING' } });
  };

  /**
   * One COWORKER job of a new person, sent by the seeded orderer of customer 1002; accepted by the
   * person (ANALYSING) unless `accepted` is false (PENDING_CONSENT). The person's serial picks the
   * stand-ins' profile (serial % 3: 0 clean, 1 remarks, 2 heavy).
   */
  const job = async ({ serial, accepted = true }: { serial: number; accepted?: boolean }) => {
    const { token, userId } = await consent.ordererToken();
    const person = {
      name: `Anders Analyssson ${serial}`,
      SSN: personalNumber(serial),
      email: `anders${serial}.${tag}@kandidat.example`,
      phone: '+46701112255',
      position: 'Controller',
    };
    const response = await consent.post(
      '/api/order',
      { service: 'COWORKER', jobs: [person], customerRecipients: [userId], send: true },
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const order = okEnvelope(OrderView).parse(response.json()).result[0] as OrderView;
    const [mail] = await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
      limit: 1,
      recipient: person.email,
      category: 'consent-request',
    });
    const key = mail?.body?.match(/\/external\/consent\/([A-Za-z0-9_-]+)/)?.[1];
    if (!key) throw new Error('no consent link in the e-mail');
    if (accepted) await accept(key, person.SSN);
    const jobId = order.jobs[0]?.id;
    if (!jobId) throw new Error('order without job');
    return { jobId, person, ordererToken: token };
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
      .values({ ...columns, id, service: 'SECURITY_SCREENING' as unknown as typeof row.service });
    return id;
  };

  return { call, user, job, assign, setState, copyAsOtherService };
};

/** The error envelope's message (and status) of a refused call. */
export const refusal = (response: { statusCode: number; json(): unknown }) => ({
  statusCode: response.statusCode,
  message: (response.json() as { message: string }).message,
});

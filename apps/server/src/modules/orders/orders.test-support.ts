import { CreatedApiKey, OrderView } from '@granska/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accessTokenFor } from '../../platform/testing/factory';
import type { TestApp } from '../../platform/testing/test-app';
import type { CustomerDocument } from '../customers/customer-document';
import { customers } from '../customers/customers.schema';
import { transitionJob } from './job-transitions';
import { scheduleLfdFollowUp } from './lfd-follow-ups';
import { findJobRow, followUpJobOf } from './orders.repository';

export const DEMO_1001 = '0b6f4f7e-3c1a-4d55-9a43-6f0e2d1a1001';
export const DEMO_1002 = '0b6f4f7e-3c1a-4d55-9a43-6f0e2d1a1002';

export interface CallOptions {
  token?: string;
  key?: string;
  body?: unknown;
  idempotencyKey?: string;
}

/** Helpers for the orders tests of one test app. */
export const ordersTestKit = (testApp: TestApp, tag: string) => {
  /** A call; an API key's order gets a fresh Idempotency-Key (which it must send) unless one is given. */
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options: CallOptions = {},
  ) => {
    const ordering = method === 'POST' && (url === '/order' || /^\/persons\/[^/]+\/orders$/.test(url));
    const idempotencyKey =
      options.idempotencyKey ?? (options.key && ordering ? crypto.randomUUID() : undefined);
    return testApp.app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.key ? { 'x-api-key': options.key } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
  };

  let personCount = 0;
  const person = (overrides: Record<string, unknown> = {}) => {
    personCount += 1;
    return {
      name: `Person ${tag} ${personCount}`,
      SSN: '19121212-1212',
      email: `person${personCount}.${tag}@kandidat.example`,
      phone: '+46701234567',
      position: 'Ekonom',
      ...overrides,
    };
  };

  const orderBody = (overrides: Record<string, unknown> = {}) => ({
    service: 'COWORKER',
    jobs: [person()],
    send: false,
    ...overrides,
  });

  /** POST /order that must succeed, as a user (token) or an API key. */
  const create = async (caller: { token?: string; key?: string }, body: unknown = orderBody()) => {
    const response = await call('POST', '/order', { ...caller, body });
    expect(response.statusCode, response.body).toBe(200);
    return OrderView.parse(response.json().result[0]);
  };

  const user = (name: string, custNo: string | null, groups: string[]) =>
    accessTokenFor(testApp, { email: `${name}@${tag}.example`, custNo, groups });

  let keyCount = 0;
  const createKey = async (customerId: string) => {
    keyCount += 1;
    const admin = await user(`keyadmin${keyCount}`, null, ['UserAdmin']);
    const response = await call('POST', '/customer/createapikey', {
      token: admin.token,
      body: { customerId, keyName: `Integration ${keyCount}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return CreatedApiKey.parse(response.json().result[0]).key;
  };

  /** Changes part of a customer's stored document (its bkConfig, checkpoints, …). */
  const updateCustomer = async (
    customerId: string,
    change: (data: CustomerDocument) => Partial<CustomerDocument>,
  ) => {
    const { db } = testApp.database;
    const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
    if (!customer) throw new Error(`customer ${customerId} missing`);
    await db
      .update(customers)
      .set({ data: { ...customer.data, ...change(customer.data) } })
      .where(eq(customers.id, customerId));
  };

  /** The job brought to APPROVED as the product does: the consent accepted, the report finalized. */
  const approveReport = async (jobId: string, now: Date) => {
    await testApp.database.db.transaction(async (tx) => {
      let job = await findJobRow(tx, jobId);
      if (!job) throw new Error(`job ${jobId} missing`);
      if (job.currState === 'PENDING_CONSENT') {
        job = await transitionJob(tx, job, 'consentAccepted', { consentCount: 1, apiKeyId: null, now });
      }
      await transitionJob(tx, job, 'finalizeReport', {
        actorGroups: ['Analyst'],
        consentCount: 1,
        apiKeyId: null,
        now,
      });
    });
  };

  /**
   * A prescreen sent by `token` (a user of an LFD customer) whose report was approved at `approvedAt`,
   * and the follow-up the scheduled work then scheduled after it.
   */
  const prescreenWithFollowUp = async (token: string, approvedAt: Date, personFields = {}) => {
    const order = await create(
      { token },
      orderBody({ service: 'PRESCREEN', send: true, jobs: [person(personFields)] }),
    );
    const jobId = order.jobs[0]?.id as string;
    await approveReport(jobId, approvedAt);
    const deps = {
      db: testApp.database.db,
      crypto: testApp.app.fieldCrypto,
      publicUrl: testApp.config.publicUrl,
      consentTimeoutDays: testApp.config.consentTimeoutDays,
      appEnv: testApp.config.appEnv,
    };
    expect(await scheduleLfdFollowUp(deps, jobId, approvedAt)).toBe('scheduled');
    const followUp = await followUpJobOf(testApp.database.db, order.id);
    if (!followUp) throw new Error('no follow-up');
    return { prescreen: order, jobId, followUpOrderId: followUp.orderId, followUpJobId: followUp.id, deps };
  };

  return {
    call,
    person,
    orderBody,
    create,
    user,
    createKey,
    updateCustomer,
    approveReport,
    prescreenWithFollowUp,
  };
};

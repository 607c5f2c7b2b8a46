import { randomUUID } from 'node:crypto';
import { BillingReport, type JobState, type SaveCustomerRequest } from '@granska/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, type TestUser } from '../../platform/testing/factory';
import { createTestApp, type TestApp } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { bkConsents, bkJobs, bkOrders } from '../orders/orders.schema';
import { rtOrders } from '../reference-checks/reference-checks.schema';

let testApp: TestApp;
let admin: TestUser;
let orderer: TestUser;
let customerAdmin: TestUser;
let customerId: string;
let otherCustomerId: string;

const call = (url: string, options: { token?: string; body?: unknown } = {}) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api${url}`,
    ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });

const customer = (custNo: string, overrides: Partial<SaveCustomerRequest> = {}): SaveCustomerRequest => ({
  custNo,
  custName: `Fakturakund ${custNo} AB`,
  custOrgNo: '556100-0042',
  access: ['BackgroundCheck'],
  serviceCost: { COWORKER: 1500, SCREENING: 500 },
  screeningCheckpoints: [
    { checkpoint: 'EDUCATION', cost: 300 },
    { checkpoint: 'SANCTIONLIST', cost: 149.9 },
  ],
  custBillingData: { billingDiscount: 12.5 },
  invoiceCompanies: ['Fakturabolaget AB'],
  ...overrides,
});

const createCustomer = async (body: SaveCustomerRequest): Promise<string> => {
  const response = await call('/customer', { token: admin.token, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result[0].id;
};

beforeAll(async () => {
  testApp = await createTestApp();
  const user = (email: string, custNo: string | null, groups: string[]) =>
    accessTokenFor(testApp, { email: `${email}@billing.example`, custNo, groups });
  admin = await user('admin', null, ['UserAdmin']);
  customerId = await createCustomer(customer('B100'));
  otherCustomerId = await createCustomer(customer('B200', { custBillingData: {} }));
  orderer = await user('orderer', 'B100', ['BKOrderer', 'BKOrdererCoworker']);
  customerAdmin = await user('kundadmin', 'B100', ['CustomerAdmin']);
});

afterAll(async () => {
  await testApp.close();
});

const SCREENING_CHECKPOINTS = [
  { checkpoint: 'EDUCATION', cost: 300, checked: true },
  { checkpoint: 'SANCTIONLIST', cost: 149.9, checked: true },
] as const;

/**
 * An order of one job as POST /order stores it: sent (PENDING_CONSENT with its JobStart consent) or a
 * draft (CREATED, no consent). Billing reads no person data, so the person's fields hold placeholders.
 */
const placeJob = async (
  options: {
    customer?: { id: string; custNo: string };
    service?: 'COWORKER' | 'SCREENING';
    costCenter?: string | null;
    invoiceCompany?: string | null;
    sent?: boolean;
  } = {},
): Promise<{ jobId: string; orderId: string }> => {
  const { db } = testApp.database;
  const owner = options.customer ?? { id: customerId, custNo: 'B100' };
  const service = options.service ?? 'COWORKER';
  const sent = options.sent ?? true;
  const [order] = await db
    .insert(bkOrders)
    .values({
      customerId: owner.id,
      custNo: owner.custNo,
      service,
      ordered: sent,
      costCenter: options.costCenter === undefined ? 'Ekonomi' : options.costCenter,
      invoiceCompany: options.invoiceCompany === undefined ? 'Fakturabolaget AB' : options.invoiceCompany,
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  const jobId = randomUUID();
  await db.insert(bkJobs).values({
    id: jobId,
    orderId: order.id,
    customerId: owner.id,
    service,
    currState: sent ? 'PENDING_CONSENT' : 'CREATED',
    prevState: sent ? 'CREATED' : null,
    nameEnc: 'not-read',
    ssnEnc: 'not-read',
    emailEnc: 'not-read',
    phoneEnc: 'not-read',
    ssnIndex: `index-${jobId}`,
    screeningCheckpoints: service === 'SCREENING' ? [...SCREENING_CHECKPOINTS] : [],
  });
  if (sent) {
    await db
      .insert(bkConsents)
      .values({ jobId, consentType: 'JobStart', state: 'CsntPendingAnswer', keyHash: `hash-${jobId}` });
  }
  return { jobId, orderId: order.id };
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Moves a job on as the consent flow and the analysts would (built elsewhere): created two days before
 * `at`, its JobStart consent answered at `at` (accepted unless told otherwise), then `state`.
 */
const moveJob = async (
  jobId: string,
  at: string,
  state: JobState,
  options: {
    prevState?: JobState;
    consent?: 'CsntPendingAnswer' | 'CsntAccepted' | 'CsntDeclined' | 'CsntTimedOut' | 'none';
  } = {},
) => {
  const { db } = testApp.database;
  const answered = new Date(at);
  const created = new Date(answered.getTime() - 2 * DAY_MS);
  await db
    .update(bkJobs)
    .set({ currState: state, prevState: options.prevState ?? 'PENDING_CONSENT', created })
    .where(eq(bkJobs.id, jobId));
  if (options.consent === 'none') {
    await db.delete(bkConsents).where(eq(bkConsents.jobId, jobId));
    await db.update(bkJobs).set({ created: answered }).where(eq(bkJobs.id, jobId));
  } else {
    await db
      .update(bkConsents)
      .set({ state: options.consent ?? 'CsntAccepted', createTime: created, time: answered })
      .where(eq(bkConsents.jobId, jobId));
  }
};

const billing = async (body: unknown) => {
  const response = await call('/billing/customer', { token: admin.token, body });
  expect(response.statusCode, response.body).toBe(200);
  return BillingReport.parse(response.json().result[0]);
};

describe('POST /api/billing/customer', () => {
  it('prices the jobs from the service costs and checkpoints, takes the discount off and sums them', async () => {
    const coworker = await placeJob();
    const screening = await placeJob({ service: 'SCREENING', costCenter: 'HR', invoiceCompany: null });
    await moveJob(coworker.jobId, '2026-03-10T09:00:00.000Z', 'ANALYSING');
    await moveJob(screening.jobId, '2026-03-12T14:30:00.000Z', 'APPROVED', { prevState: 'ANALYSING' });

    const report = await billing({ startDate: '2026-03-01', endDate: '2026-03-31', customerID: customerId });
    expect(report).toEqual({
      customer: { id: customerId, custNo: 'B100', custName: 'Fakturakund B100 AB' },
      period: { startDate: '2026-03-01', endDate: '2026-03-31' },
      discountPercent: 12.5,
      lines: [
        {
          jobId: coworker.jobId,
          orderId: coworker.orderId,
          service: 'COWORKER',
          orderDate: '2026-03-10T09:00:00.000Z',
          costCenter: 'Ekonomi',
          invoiceCompany: 'Fakturabolaget AB',
          cost: 1500,
          discount: 187.5,
          amount: 1312.5,
        },
        {
          jobId: screening.jobId,
          orderId: screening.orderId,
          service: 'SCREENING',
          orderDate: '2026-03-12T14:30:00.000Z',
          costCenter: 'HR',
          invoiceCompany: null,
          cost: 949.9,
          discount: 118.74,
          amount: 831.16,
        },
      ],
      totals: { count: 2, cost: 2449.9, discount: 306.24, amount: 2143.66 },
      currency: 'SEK',
      referenceChecks: { count: 0, orderIds: [] },
    });
  });

  it('takes the period as Stockholm days, the end day included', async () => {
    const times = {
      beforeStart: '2025-12-31T22:59:59.999Z', // 2025-12-31 23:59:59.999 in Stockholm
      atStart: '2025-12-31T23:00:00.000Z', // 2026-01-01 00:00
      atEnd: '2026-01-31T22:59:59.999Z', // 2026-01-31 23:59:59.999
      afterEnd: '2026-01-31T23:00:00.000Z', // 2026-02-01 00:00
    };
    const jobs: Record<string, string> = {};
    for (const [name, at] of Object.entries(times)) {
      jobs[name] = (await placeJob()).jobId;
      await moveJob(jobs[name] ?? '', at, 'ANALYSING');
    }
    // Summer time: 2026-07-01 00:00 in Stockholm is 22:00 UTC the day before.
    const summer = (await placeJob()).jobId;
    await moveJob(summer, '2026-06-30T22:00:00.000Z', 'ANALYSING');

    const january = await billing({ startDate: '2026-01-01', endDate: '2026-01-31', customerID: customerId });
    expect(january.lines.map((line) => line.jobId)).toEqual([jobs.atStart, jobs.atEnd]);
    const july = await billing({ startDate: '2026-07-01', endDate: '2026-07-01', customerID: customerId });
    expect(july.lines.map((line) => line.jobId)).toEqual([summer]);
    const june = await billing({ startDate: '2026-06-30', endDate: '2026-06-30', customerID: customerId });
    expect(june.lines).toEqual([]);
  });

  it('dates a job without consents by its creation', async () => {
    const omitted = await placeJob({ sent: false });
    await moveJob(omitted.jobId, '2026-08-05T10:00:00.000Z', 'ANALYSING', {
      prevState: 'CREATED',
      consent: 'none',
    });
    const report = await billing({ startDate: '2026-08-01', endDate: '2026-08-31', customerID: customerId });
    expect(report.lines.map((line) => [line.jobId, line.orderDate])).toEqual([
      [omitted.jobId, '2026-08-05T10:00:00.000Z'],
    ]);
  });

  it('bills only jobs that were checked: not drafts, pending, declined or timed-out ones', async () => {
    const at = '2026-05-06T08:00:00.000Z';
    const draft = await placeJob({ sent: false });
    await testApp.database.db
      .update(bkJobs)
      .set({ created: new Date(at) })
      .where(eq(bkJobs.id, draft.jobId));
    const pending = await placeJob();
    await moveJob(pending.jobId, at, 'PENDING_CONSENT', { consent: 'CsntPendingAnswer' });
    const declined = await placeJob();
    await moveJob(declined.jobId, at, 'DECLINED', { consent: 'CsntDeclined' });
    const timedOut = await placeJob();
    await moveJob(timedOut.jobId, at, 'TIMED_OUT', { consent: 'CsntTimedOut' });
    const archivedDeclined = await placeJob();
    await moveJob(archivedDeclined.jobId, at, 'ARCHIVED', { prevState: 'DECLINED', consent: 'CsntDeclined' });
    const billed: string[] = [];
    for (const [state, prevState] of [
      ['INTERVIEWING', 'ANALYSING'],
      ['PENDING_APPROVAL', 'ANALYSING'],
      ['ARCHIVED', 'APPROVED'],
    ] as const) {
      const job = await placeJob();
      await moveJob(job.jobId, at, state, { prevState });
      billed.push(job.jobId);
    }

    const report = await billing({ startDate: '2026-05-01', endDate: '2026-05-31', customerID: customerId });
    expect(report.lines.map((line) => line.jobId).sort()).toEqual([...billed].sort());
    expect(report.totals).toEqual({ count: 3, cost: 4500, discount: 562.5, amount: 3937.5 });
  });

  it("leaves out other customers' jobs", async () => {
    const own = await placeJob();
    const other = await placeJob({ customer: { id: otherCustomerId, custNo: 'B200' } });
    await moveJob(own.jobId, '2026-09-15T10:00:00.000Z', 'ANALYSING');
    await moveJob(other.jobId, '2026-09-15T10:00:00.000Z', 'ANALYSING');
    const report = await billing({ startDate: '2026-09-01', endDate: '2026-09-30', customerID: customerId });
    expect(report.lines.map((line) => line.jobId)).toEqual([own.jobId]);
    const otherReport = await billing({
      startDate: '2026-09-01',
      endDate: '2026-09-30',
      customerID: otherCustomerId,
    });
    expect(otherReport.lines.map((line) => line.jobId)).toEqual([other.jobId]);
    // The other customer has no discount.
    expect(otherReport.discountPercent).toBe(0);
    expect(otherReport.totals).toEqual({ count: 1, cost: 1500, discount: 0, amount: 1500 });
  });

  it('answers an empty report for a period without jobs, and audits every read with ids only', async () => {
    const report = await billing({ startDate: '2030-01-01', endDate: '2030-01-31', customerID: customerId });
    expect(report.lines).toEqual([]);
    expect(report.totals).toEqual({ count: 0, cost: 0, discount: 0, amount: 0 });
    const audit = await listAudit(testApp.database.db, { action: 'billing.read', entityId: customerId });
    expect(audit.at(-1)).toMatchObject({
      actorId: admin.userId,
      entity: 'customer',
      details: { startDate: '2030-01-01', endDate: '2030-01-31', jobCount: 0, referenceOrderCount: 0 },
    });
  });

  it('counts the reference-check orders archived in the period (Stockholm days), beside the jobs', async () => {
    const { db } = testApp.database;
    const referenceOrder = async (archived: string | null, state: 'DONE' | 'TIMEOUT' | 'SURVEYING') => {
      const id = randomUUID();
      await db
        .insert(rtOrders)
        .values({ id, customerId, state, archived: archived ? new Date(archived) : null });
      return id;
    };
    const first = await referenceOrder('2031-05-01T00:30:00+02:00', 'DONE');
    const last = await referenceOrder('2031-05-31T23:30:00+02:00', 'TIMEOUT');
    await referenceOrder('2031-04-30T23:30:00+02:00', 'DONE');
    await referenceOrder('2031-06-01T00:10:00+02:00', 'DONE');
    await referenceOrder(null, 'SURVEYING');
    const report = await billing({ startDate: '2031-05-01', endDate: '2031-05-31', customerID: customerId });
    expect(report.referenceChecks).toEqual({ count: 2, orderIds: [first, last] });
    expect(report.lines).toEqual([]);
    const audit = await listAudit(testApp.database.db, { action: 'billing.read', entityId: customerId });
    expect(audit.at(-1)?.details).toMatchObject({ jobCount: 0, referenceOrderCount: 2 });
  });

  it("answers 404 'Kunden kunde inte hämtas' for an unknown customer", async () => {
    const response = await call('/billing/customer', {
      token: admin.token,
      body: { startDate: '2026-01-01', endDate: '2026-01-31', customerID: 'unknown-id' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'NOT_FOUND', message: 'Kunden kunde inte hämtas', result: [] });
  });

  it('answers 400 with the bad fields for bad dates and a missing customer', async () => {
    const cases: [unknown, string, string][] = [
      [
        { startDate: '2026-02-01', endDate: '2026-01-31', customerID: customerId },
        'body.endDate',
        'Slutdatum är före startdatum',
      ],
      [
        { startDate: '2026-02-30', endDate: '2026-03-31', customerID: customerId },
        'body.startDate',
        'Ogiltigt startdatum',
      ],
      [
        { startDate: '2026-01-01', endDate: '31/1/2026', customerID: customerId },
        'body.endDate',
        'Ogiltigt slutdatum',
      ],
      [{ startDate: '2026-01-01', endDate: '2026-01-31' }, 'body.customerID', ''],
    ];
    for (const [body, path, message] of cases) {
      const response = await call('/billing/customer', { token: admin.token, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const answer = response.json();
      expect(answer.status).toBe('BAD_REQUEST');
      expect(answer.result).toEqual([]);
      expect(answer.issues.map((issue: { path: string }) => issue.path)).toEqual([path]);
      if (message) expect(answer.issues[0].message).toBe(message);
    }
  });

  it('refuses a CustomerAdmin and an orderer with 403, and a call without a token with 401', async () => {
    const body = { startDate: '2026-01-01', endDate: '2026-01-31', customerID: customerId };
    for (const who of [customerAdmin, orderer]) {
      const response = await call('/billing/customer', { token: who.token, body });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        status: 'FORBIDDEN',
        message: 'Du saknar behörighet för detta',
        result: [],
      });
    }
    expect((await call('/billing/customer', { body })).statusCode).toBe(401);
  });

  it('declares UserAdmin on the route', () => {
    expect(testApp.app.registeredRoutes).toContainEqual({
      method: 'POST',
      url: '/api/billing/customer',
      access: { groups: ['UserAdmin'] },
    });
  });
});

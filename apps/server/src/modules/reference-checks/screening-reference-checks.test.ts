import { OrderView, okEnvelope, type PsConfig, PsPersonView } from '@granska/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor } from '../../platform/testing/factory';
import { personInput } from '../../platform/testing/ps-person-input';
import { runDueJobsOnce } from '../../platform/testing/scheduler-kit';
import { testAppForFile } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { customers } from '../customers/customers.schema';
import { listOutbox } from '../notifications/notifications.service';
import { bkJobs } from '../orders/orders.schema';
import { rtOrders, rtSurveys } from './reference-checks.schema';
import { decryptCandidate } from './reference-fields';
import { REFERENCE_LINK_CATEGORIES } from './reference-links';
import { screeningReferenceCheckJobs } from './screening-reference-checks';

/** A security screening's reference check (performReferenceCheck, psConfig.sriPerformsReferenceCheck). */
const testApp = testAppForFile({ seed: true });
const PS = 'ServiceProtectiveSecurity';
let manager: { token: string; userId: string };
let customerId: string;

const call = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  testApp.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${manager.token}` },
    ...(body !== undefined ? { payload: body as object } : {}),
  });

const setPsConfig = async (change: Partial<PsConfig>) => {
  const [customer] = await testApp.database.db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw new Error('no demo customer 1001');
  await testApp.database.db
    .update(customers)
    .set({ data: { ...customer.data, psConfig: { ...(customer.data.psConfig as PsConfig), ...change } } })
    .where(eq(customers.id, customerId));
};

beforeAll(async () => {
  const [customer] = await testApp.database.db.select().from(customers).where(eq(customers.custNo, '1001'));
  customerId = customer?.id as string;
  manager = await accessTokenFor(testApp, {
    email: 'sakchef.refcheck@granska.example',
    custNo: '1001',
    groups: [PS, 'PSSecurityManager', 'PSCreatePerson', 'PSOrderer', 'SecurityScreeningOrderer'],
  });
  await testApp.database.db.insert(rtSurveys).values({
    customerId,
    classType: 'SurveyTemplate',
    title: 'Referenser för säkerhetsprövning',
    questions: [{ type: 'FREETEXT', mandatory: true, question: 'Hur väl känner du personen?' }],
  });
  // The person consents before the analysis starts; here the customer omits consent, so it starts at once.
  await setPsConfig({ omitConsent: true, sriPerformsReferenceCheck: true });
});

/** A full screening with an interview and a reference check, ordered for a new card (starts ANALYSING). */
const orderScreening = async (performReferenceCheck: boolean) => {
  const input = personInput();
  const card = await call('POST', '/protective-security/persons', input);
  expect(card.statusCode, card.body).toBe(200);
  const personId = (okEnvelope(PsPersonView).parse(card.json()).result[0] as PsPersonView).id;
  const placed = await call('POST', `/protective-security/persons/${personId}/orders`, {
    service: 'SECURITY_SCREENING',
    interviewType: 'DIGITAL',
    performReferenceCheck,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const job = OrderView.parse(placed.json().result[0]).jobs[0];
  expect(job?.currState).toBe('ANALYSING');
  return { jobId: job?.id as string, person: input };
};

const runScheduledWork = () =>
  runDueJobsOnce({
    database: testApp.database,
    handlers: screeningReferenceCheckJobs({
      db: testApp.database.db,
      crypto: testApp.app.fieldCrypto,
      publicUrl: testApp.config.publicUrl,
    }),
    pollIntervalMs: 1_000,
    log: { info: () => {}, warn: () => {}, error: () => {} },
  });

const spiDetailsOf = async (jobId: string) =>
  (await testApp.database.db.select().from(bkJobs).where(eq(bkJobs.id, jobId)))[0]?.spiDetails;

describe('the reference check of a security screening', () => {
  it('is ordered when the analysis starts, waits for the candidate to name referees, and is linked', async () => {
    const { jobId, person } = await orderScreening(true);
    expect((await spiDetailsOf(jobId))?.refCheckId).toBeNull();
    await runScheduledWork();

    const refCheckId = (await spiDetailsOf(jobId))?.refCheckId;
    expect(refCheckId).toEqual(expect.any(String));
    const [order] = await testApp.database.db
      .select()
      .from(rtOrders)
      .where(eq(rtOrders.id, refCheckId as string));
    expect(order).toMatchObject({
      customerId,
      state: 'ORDERED',
      ordererUserId: manager.userId,
      recipients: [manager.userId],
      position: 'Grundutredning',
    });
    expect(decryptCandidate(testApp.app.fieldCrypto, order as NonNullable<typeof order>)).toMatchObject({
      name: person.name,
      email: person.email,
      ssn: person.personalNumber,
    });
    // The candidate's link to name referees, as any sent reference check.
    const mails = await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
      limit: 10,
      recipient: person.email,
      category: REFERENCE_LINK_CATEGORIES.candidateRequest,
    });
    expect(mails).toHaveLength(1);
    const audit = await listAudit(testApp.database.db, { entityId: refCheckId as string });
    expect(audit.map((row) => row.action)).toContain('reference-order.send');

    // Once linked, a second round (or a return to ANALYSING) orders nothing more.
    await runScheduledWork();
    expect((await spiDetailsOf(jobId))?.refCheckId).toBe(refCheckId);
  });

  it('is not ordered without performReferenceCheck, nor when the customer checks references itself', async () => {
    const without = await orderScreening(false);
    await setPsConfig({ sriPerformsReferenceCheck: false });
    try {
      const customerChecks = await orderScreening(true);
      await runScheduledWork();
      expect((await spiDetailsOf(without.jobId))?.refCheckId).toBeNull();
      expect((await spiDetailsOf(customerChecks.jobId))?.refCheckId).toBeNull();
    } finally {
      await setPsConfig({ sriPerformsReferenceCheck: true });
    }
  });
});

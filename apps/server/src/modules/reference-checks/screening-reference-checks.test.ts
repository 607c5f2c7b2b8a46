import {
  ErrorEnvelope,
  OrderView,
  okEnvelope,
  type PsConfig,
  PsPersonView,
  ScreeningReferenceCheckView,
  SPI_MESSAGES,
} from '@granska/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor } from '../../platform/testing/factory';
import { pdfPageTexts } from '../../platform/testing/pdf-pages';
import { personInput } from '../../platform/testing/ps-person-input';
import { runDueJobsOnce } from '../../platform/testing/scheduler-kit';
import { staffTestKit } from '../../platform/testing/staff-kit';
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
const kit = staffTestKit(testApp, 'screening-refcheck');
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

describe('the reference check as the screening’s staff see it', () => {
  const readView = async (jobId: string, token: string) => {
    const response = await kit.call('GET', `/jobs/${jobId}/reference-check`, token);
    expect(response.statusCode, response.body).toBe(200);
    return okEnvelope(ScreeningReferenceCheckView.nullable()).parse(response.json()).result[0];
  };

  it('shows the job’s analyst its state and referees, and the whole report as a PDF, audited', async () => {
    const { jobId, person } = await orderScreening(true);
    const analyst = await kit.staff(['Analyst']);
    await testApp.database.db.update(bkJobs).set({ staffId: analyst.userId }).where(eq(bkJobs.id, jobId));

    expect(await readView(jobId, analyst.token)).toBeNull();
    const early = await kit.call('GET', `/jobs/${jobId}/reference-check/report`, analyst.token);
    expect(early.statusCode).toBe(404);
    expect(ErrorEnvelope.parse(early.json()).message).toBe(SPI_MESSAGES.referenceCheckNotFound);

    await runScheduledWork();
    const refCheckId = (await spiDetailsOf(jobId))?.refCheckId as string;
    expect(await readView(jobId, analyst.token)).toMatchObject({
      id: refCheckId,
      state: 'ORDERED',
      referees: 0,
      answered: 0,
      declined: 0,
    });

    const download = await kit.call('GET', `/jobs/${jobId}/reference-check/report`, analyst.token);
    expect(download.statusCode, download.body).toBe(200);
    const file = download.json().result[0] as { name: string; type: string; data: string };
    expect(file.name).toMatch(/^referensrapport-.+-avkrypterad\.pdf$/);
    expect(file.type).toBe('application/pdf');
    expect((await pdfPageTexts(Buffer.from(file.data, 'base64'))).join(' ')).toContain(person.name);
    const audit = await listAudit(testApp.database.db, { entityId: refCheckId });
    expect(audit.find((row) => row.action === 'reference-order.pdf-decrypted')).toMatchObject({
      actorId: analyst.userId,
      details: expect.objectContaining({ jobId }),
    });
  });

  it('is refused to an analyst not on the job and to the customer, and the refusal is audited', async () => {
    const { jobId } = await orderScreening(true);
    await runScheduledWork();
    const stranger = await kit.staff(['Analyst']);
    for (const path of ['reference-check', 'reference-check/report']) {
      expect((await kit.call('GET', `/jobs/${jobId}/${path}`, stranger.token)).statusCode).toBe(403);
      expect((await call('GET', `/jobs/${jobId}/${path}`)).statusCode).toBe(403);
    }
    const refused = await listAudit(testApp.database.db, { entityId: jobId });
    expect(refused.some((row) => row.actorId === stranger.userId && row.outcome === 'DENIED')).toBe(true);
  });
});

import {
  BankIdAuthResult,
  BankIdStarted,
  CONSENT_MESSAGES,
  ConsentPageView,
  ErrorEnvelope,
  okEnvelope,
} from '@granska/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankIdDigits,
  CUSTOMER_1002_NAME,
  consentTestKit,
  personalNumber,
} from '../../platform/testing/consent-kit';
import { createTestApp, type TestApp } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { bkConsents, bkJobs } from '../orders/orders.schema';
import { evidenceContext } from './consent.service';

let testApp: TestApp;
let kit: ReturnType<typeof consentTestKit>;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  // BANKID_URL is unset: the consent flow calls this very server's local BankID server over HTTP.
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  kit = consentTestKit(testApp);
});
afterAll(() => testApp.close());

const populate = (consentKey: string) => kit.post('/api/consent/populate', { consentKey });
const start = (consentKey: string, answer: string, restart = false) =>
  kit.post('/api/bankid/auth-queued', { consentKey, answer, restart });
const collect = (consentKey: string, orderRef: string) =>
  kit.post('/api/bankid/auth-result', { consentKey, orderRef });

/** The local BankID server's tester twin: approve as, cancel or let expire an order. */
const tester = (orderRef: string, action: 'complete' | 'cancel' | 'expire' | 'start', personal?: string) =>
  kit.post(`/dev/bankid/orders/${orderRef}/${action}`, personal ? { personalNumber: personal } : {});

const viewOf = async (consentKey: string): Promise<ConsentPageView> => {
  const response = await populate(consentKey);
  expect(response.statusCode, response.body).toBe(200);
  return okEnvelope(ConsentPageView).parse(response.json()).result[0] as ConsentPageView;
};

const started = async (consentKey: string, answer: string, restart = false): Promise<BankIdStarted> => {
  const response = await start(consentKey, answer, restart);
  expect(response.statusCode, response.body).toBe(200);
  return okEnvelope(BankIdStarted).parse(response.json()).result[0] as BankIdStarted;
};

const resultOf = async (consentKey: string, orderRef: string): Promise<BankIdAuthResult> => {
  const response = await collect(consentKey, orderRef);
  expect(response.statusCode, response.body).toBe(200);
  return okEnvelope(BankIdAuthResult).parse(response.json()).result[0] as BankIdAuthResult;
};

const errorOf = (response: { statusCode: number; json(): unknown }) => ErrorEnvelope.parse(response.json());

/** Signs `answer` as the person the job names and polls until BankID says complete. */
const signAs = async (consentKey: string, answer: string, ssn: string) => {
  const { orderRef } = await started(consentKey, answer);
  expect((await tester(orderRef, 'complete', ssn)).statusCode).toBe(200);
  return { orderRef, result: await resultOf(consentKey, orderRef) };
};

const consentRows = (jobId: string) =>
  testApp.database.db
    .select()
    .from(bkConsents)
    .where(eq(bkConsents.jobId, jobId))
    .orderBy(bkConsents.createTime);

const openLocalOrders = async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/dev/bankid/orders?status=open' });
  return response.json().result as {
    orderRef: string;
    requestedPersonalNumber: string;
    userVisibleData: string;
  }[];
};

describe('the consent page (POST /api/consent/populate)', () => {
  it('is public, like the two BankID calls: the link key and BankID are the only handles', () => {
    for (const url of ['/api/consent/populate', '/api/bankid/auth-queued', '/api/bankid/auth-result']) {
      expect(testApp.app.registeredRoutes.find((route) => route.url === url)?.access).toBe('public');
    }
  });

  it('shows who asks, what is checked and how long data is kept, and no personal data', async () => {
    const { key, person } = await kit.orderSent();
    const response = await populate(key);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const view = await viewOf(key);
    expect(view).toMatchObject({
      consentType: 'JobStart',
      state: 'CsntPendingAnswer',
      answeredAt: null,
      withdrawn: false,
      possibleAnswers: ['accept', 'decline'],
      customerName: CUSTOMER_1002_NAME,
      service: 'COWORKER',
      position: 'Väktare',
      jobState: 'PENDING_CONSENT',
      screeningCheckpoints: [],
      checkCitizenship: false,
      criminalRecord: false,
      retentionMonths: 24,
    });
    const days = (Date.parse(view.expiresAt ?? '') - Date.now()) / (24 * 60 * 60_000);
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7.05);
    for (const personal of [person.name, person.SSN, bankIdDigits(person.SSN), person.email, person.phone]) {
      expect(response.body).not.toContain(personal);
    }
  });

  it('answers an unknown key and a closed link alike, and bad input with 400', async () => {
    for (const response of [
      await populate('x'.repeat(43)),
      await start('x'.repeat(43), 'accept'),
      await collect('x'.repeat(43), '2b1c7d2e-0000-4000-8000-000000000000'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({ status: 'NOT_FOUND', message: CONSENT_MESSAGES.notFound });
    }
    // Once the job is archived nothing can be done through the link: it is closed like an unknown one.
    const { key, job } = await kit.orderSent();
    await testApp.database.db.update(bkJobs).set({ currState: 'ARCHIVED' }).where(eq(bkJobs.id, job.id));
    expect(errorOf(await populate(key)).message).toBe(CONSENT_MESSAGES.notFound);

    expect((await populate('kort')).statusCode).toBe(400);
    const badAnswer = await start(key, 'kanske');
    expect(badAnswer.statusCode).toBe(400);
    expect(errorOf(badAnswer).bankIdCode).toBeUndefined();
  });
});

describe('answering with BankID', () => {
  it('accepts: the job reaches ANALYSING, the signature is kept encrypted, the customer is told once', async () => {
    const { key, job, person, order } = await kit.orderSent();
    const begun = await started(key, 'accept');
    expect(begun.qrCode).toMatch(/^bankid\.[0-9a-f-]{36}\.0\.[0-9a-f]{64}$/);
    expect(begun.autoStartUrl).toContain('autostarttoken=');

    // BankID is asked for exactly this person, and shows what is accepted and for whom.
    const local = (await openLocalOrders()).find((item) => item.orderRef === begun.orderRef);
    expect(local?.requestedPersonalNumber).toBe(bankIdDigits(person.SSN));
    expect(local?.userVisibleData).toContain('Jag samtycker till att Bygg & Bevakning i Norr AB');

    const pending = await resultOf(key, begun.orderRef);
    expect(pending).toMatchObject({
      status: 'pending',
      hintCode: 'outstandingTransaction',
      message: { sv: 'Starta BankID-appen.' },
      consent: null,
    });
    expect(pending.qrCode).toMatch(/^bankid\./);

    await tester(begun.orderRef, 'complete', person.SSN);
    const done = await resultOf(key, begun.orderRef);
    expect(done).toMatchObject({ status: 'complete', hintCode: null, message: null, qrCode: null });
    expect(done.consent).toMatchObject({
      state: 'CsntAccepted',
      jobState: 'ANALYSING',
      possibleAnswers: ['withdraw'],
      expiresAt: null,
    });
    expect(done.consent?.answeredAt).toEqual(expect.any(String));

    // The customer follows the job in its portal: Granskar, with the consent time as its start.
    const [seen] = (await kit.populateOrder(order.id)).jobs;
    expect(seen?.currState).toBe('ANALYSING');
    expect(seen?.jobStateLog.map((entry) => entry.state)).toEqual([
      'CREATED',
      'PENDING_CONSENT',
      'ANALYSING',
    ]);
    expect(seen?.consents[0]).toMatchObject({ state: 'CsntAccepted', time: done.consent?.answeredAt });
    expect(seen?.deadline).toEqual(expect.any(String));

    // The evidence: BankID's signature and OCSP response, encrypted; no personal data in clear.
    const [row] = await consentRows(job.id);
    expect(row).toMatchObject({ state: 'CsntAccepted', bankIdOrderRef: null, bankIdAnswer: null });
    const raw = JSON.stringify(row);
    for (const personal of [person.SSN, bankIdDigits(person.SSN), 'Test Testsson', 'Testsson']) {
      expect(raw).not.toContain(personal);
    }
    const { crypto } = testApp.app.identityRuntime.provider;
    const evidence = JSON.parse(crypto.decryptField(row?.evidenceEnc ?? '', evidenceContext(row?.id ?? '')));
    expect(evidence).toMatchObject({
      orderRef: begun.orderRef,
      answer: 'accept',
      completionData: { user: { personalNumber: bankIdDigits(person.SSN) } },
    });
    expect(evidence.completionData.signature).toEqual(expect.any(String));
    expect(evidence.completionData.ocspResponse).toEqual(expect.any(String));

    // A second poll of the same order (two tabs, a retried request) changes nothing.
    expect((await resultOf(key, begun.orderRef)).status).toBe('complete');
    const audit = await listAudit(testApp.database.db, { entity: 'consent', entityId: row?.id ?? '' });
    expect(audit.map((entry) => entry.action)).toEqual(['consent.accept']);
    expect(JSON.stringify(audit)).not.toContain(bankIdDigits(person.SSN));
    const mails = await kit.answeredMailsOf(order.id);
    // The orderer is also the order's recipient: one e-mail, ids and states only.
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Samtycke godkänt');
    expect(mails[0]?.body).toContain('Granskar');
    expect(mails[0]?.body).not.toContain(person.name);
  });

  it('declines: the job ends DECLINED, and a second answer is 70022', async () => {
    const { key, person, order } = await kit.orderSent();
    const { result } = await signAs(key, 'decline', person.SSN);
    expect(result.consent).toMatchObject({
      state: 'CsntDeclined',
      jobState: 'DECLINED',
      possibleAnswers: [],
    });
    const [seen] = (await kit.populateOrder(order.id)).jobs;
    expect(seen).toMatchObject({ currState: 'DECLINED', prevState: 'PENDING_CONSENT' });
    expect(seen?.consents[0]?.state).toBe('CsntDeclined');

    const again = await start(key, 'accept');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ bankIdCode: '70022', message: 'Samtycke redan genomfört' });
    const withdraw = await start(key, 'withdraw');
    expect(errorOf(withdraw)).toMatchObject({ bankIdCode: '70022', message: CONSENT_MESSAGES.notPossible });
    // The link still shows the outcome.
    expect((await viewOf(key)).state).toBe('CsntDeclined');
  });

  it('refuses a signature by someone else (70203) and leaves the consent pending', async () => {
    const { key, job } = await kit.orderSent();
    const { orderRef } = await started(key, 'accept');
    // The local BankID server, like BankID, never completes an order for another person.
    const approved = await tester(orderRef, 'complete', personalNumber(999));
    expect(approved.json().result[0]).toMatchObject({ status: 'failed', hintCode: 'startFailed' });

    const refused = await collect(key, orderRef);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      bankIdCode: '70203',
      hintCode: 'startFailed',
      message: 'Misslyckades att läsa av QR-koden. Starta BankID-appen och läs av QR-koden.',
    });
    const view = await viewOf(key);
    expect(view).toMatchObject({ state: 'CsntPendingAnswer', possibleAnswers: ['accept', 'decline'] });
    const [row] = await consentRows(job.id);
    expect(row).toMatchObject({ state: 'CsntPendingAnswer', evidenceEnc: null, bankIdOrderRef: null });
    // The person may start again at once.
    expect((await start(key, 'accept')).statusCode).toBe(200);
  });

  it('ends cancelled and expired BankID orders in 70203 with their hint codes', async () => {
    const { key, person } = await kit.orderSent();
    const first = await started(key, 'accept');
    await tester(first.orderRef, 'cancel');
    expect(errorOf(await collect(key, first.orderRef))).toMatchObject({
      bankIdCode: '70203',
      hintCode: 'userCancel',
      message: 'Åtgärden avbröts.',
    });

    const second = await started(key, 'accept');
    await tester(second.orderRef, 'start');
    expect((await resultOf(key, second.orderRef)).hintCode).toBe('userSign');
    await tester(second.orderRef, 'expire');
    expect(errorOf(await collect(key, second.orderRef))).toMatchObject({
      bankIdCode: '70203',
      hintCode: 'expiredTransaction',
    });

    const third = await started(key, 'decline');
    await tester(third.orderRef, 'expire');
    expect(errorOf(await collect(key, third.orderRef))).toMatchObject({
      bankIdCode: '70203',
      hintCode: 'startFailed',
    });
    // Nothing was answered: accepting still works.
    expect((await signAs(key, 'accept', person.SSN)).result.consent?.state).toBe('CsntAccepted');
  });

  it('refuses a second start while a BankID order is open (70021) unless restarted', async () => {
    const { key } = await kit.orderSent();
    const first = await started(key, 'accept');
    const second = await start(key, 'decline');
    expect(second.statusCode).toBe(409);
    expect(errorOf(second)).toMatchObject({ bankIdCode: '70021', message: 'BankId session redan öppen' });

    const restarted = await started(key, 'decline', true);
    expect(restarted.orderRef).not.toBe(first.orderRef);
    const open = (await openLocalOrders()).map((item) => item.orderRef);
    expect(open).toContain(restarted.orderRef);
    expect(open).not.toContain(first.orderRef);
    // The replaced order is no longer this consent's.
    expect(errorOf(await collect(key, first.orderRef)).bankIdCode).toBe('70021');
    expect((await resultOf(key, restarted.orderRef)).status).toBe('pending');
  });

  it('lets the person withdraw an accepted consent: a signed WithdrawnConsent, the job DECLINED', async () => {
    const { key, person, job, order } = await kit.orderSent();
    await signAs(key, 'accept', person.SSN);
    const { orderRef } = await started(key, 'withdraw');
    const local = (await openLocalOrders()).find((item) => item.orderRef === orderRef);
    expect(local?.userVisibleData).toContain('Jag återkallar mitt samtycke');
    await tester(orderRef, 'complete', person.SSN);
    const { consent } = await resultOf(key, orderRef);
    expect(consent).toMatchObject({
      state: 'CsntAccepted',
      withdrawn: true,
      possibleAnswers: [],
      jobState: 'DECLINED',
    });

    const [seen] = (await kit.populateOrder(order.id)).jobs;
    expect(seen?.currState).toBe('DECLINED');
    expect(seen?.consents.map((item) => [item.consentType, item.state])).toEqual([
      ['JobStart', 'CsntAccepted'],
      ['WithdrawnConsent', 'CsntAccepted'],
    ]);
    const [, withdrawal] = await consentRows(job.id);
    const { crypto } = testApp.app.identityRuntime.provider;
    const evidence = JSON.parse(
      crypto.decryptField(withdrawal?.evidenceEnc ?? '', evidenceContext(withdrawal?.id ?? '')),
    );
    expect(evidence).toMatchObject({ orderRef, answer: 'withdraw' });

    const [jobStart] = await consentRows(job.id);
    const audit = await listAudit(testApp.database.db, { entity: 'consent', entityId: jobStart?.id ?? '' });
    expect(audit.map((entry) => entry.action)).toEqual(['consent.accept', 'consent.withdraw']);
    const again = await start(key, 'withdraw');
    expect(errorOf(again)).toMatchObject({ bankIdCode: '70022', message: 'Samtycke redan genomfört' });
  });

  it("answers 'other' when BankID cannot be reached", async () => {
    const { key } = await kit.orderSent();
    // A second app on the same database that is not listening: its BankID client reaches nothing.
    const offline = await createTestApp({ database: testApp.database });
    try {
      const response = await offline.app.inject({
        method: 'POST',
        url: '/api/bankid/auth-queued',
        payload: { consentKey: key, answer: 'accept' },
      });
      expect(response.statusCode).toBe(502);
      expect(errorOf(response)).toMatchObject({
        bankIdCode: 'other',
        message: 'Anslutningen till BankID misslyckades',
      });
    } finally {
      await offline.close();
    }
    expect((await viewOf(key)).state).toBe('CsntPendingAnswer');
  });
});

import { CONSENT_MESSAGES, ConsentPageView, ErrorEnvelope, okEnvelope } from '@granska/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentTestKit } from '../../platform/testing/consent-kit';
import { createTestApp, type TestApp } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { CONSENT_REMINDER_CATEGORY } from '../consent-links';
import { listOutbox } from '../notifications/notifications.service';
import { bkConsents } from '../orders/orders.schema';
import { CONSENT_SWEEP, type ConsentJobsDeps, consentJobs, sweepConsents } from './consent.jobs';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

let testApp: TestApp;
let kit: ReturnType<typeof consentTestKit>;
let deps: ConsentJobsDeps;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  kit = consentTestKit(testApp);
  deps = {
    db: testApp.database.db,
    crypto: testApp.app.identityRuntime.provider.crypto,
    config: testApp.config,
  };
});
afterAll(() => testApp.close());

const setConsent = (jobId: string, change: Partial<typeof bkConsents.$inferInsert>) =>
  testApp.database.db.update(bkConsents).set(change).where(eq(bkConsents.jobId, jobId));

const consentOf = async (jobId: string) =>
  (await testApp.database.db.select().from(bkConsents).where(eq(bkConsents.jobId, jobId)))[0];

const populate = (consentKey: string) => kit.post('/api/consent/populate', { consentKey });

describe('the consent sweep (scheduled work)', () => {
  it('is one recurring job', () => {
    const handlers = consentJobs(deps);
    expect(handlers.map((handler) => [handler.kind, handler.everyMs])).toEqual([[CONSENT_SWEEP, 60_000]]);
  });

  it('reminds once, CONSENT_REMINDER_DAYS before the time-out, with a new link that replaces the first', async () => {
    expect(testApp.config.consentReminderDays).toBe(2);
    const { key, job, person } = await kit.orderSent();
    const later = await kit.orderSent();
    await setConsent(job.id, { expiresAt: new Date(Date.now() + DAY_MS) });
    await setConsent(later.job.id, { expiresAt: new Date(Date.now() + 3 * DAY_MS) });

    expect(await sweepConsents(deps)).toEqual({ timedOut: 0, reminded: 1, failed: 0 });
    const reminders = await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
      limit: 10,
      recipient: person.email,
      category: CONSENT_REMINDER_CATEGORY,
    });
    expect(reminders).toHaveLength(1);
    const sms = await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
      limit: 50,
      recipient: person.phone,
      category: CONSENT_REMINDER_CATEGORY,
    });
    const newKey = reminders[0]?.body?.match(/\/external\/consent\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect(newKey).not.toBe(key);
    expect(sms.some((message) => message.body?.includes(newKey))).toBe(true);
    expect(reminders[0]?.body).toContain('Bygg & Bevakning i Norr AB');

    expect((await populate(key)).statusCode).toBe(404);
    const view = okEnvelope(ConsentPageView).parse((await populate(newKey)).json()).result[0];
    expect(view?.possibleAnswers).toEqual(['accept', 'decline']);
    expect((await consentOf(job.id))?.remindedAt).toBeInstanceOf(Date);

    // Once: the next runs send nothing more.
    expect(await sweepConsents(deps)).toEqual({ timedOut: 0, reminded: 0, failed: 0 });
    expect(
      await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
        limit: 10,
        recipient: person.email,
        category: CONSENT_REMINDER_CATEGORY,
      }),
    ).toHaveLength(1);
  });

  it('times out an unanswered consent: TIMED_OUT, audited, the customer told; runs again do nothing', async () => {
    const { key, job, order } = await kit.orderSent();
    await setConsent(job.id, { expiresAt: new Date(Date.now() - 60_000) });

    expect(await sweepConsents(deps)).toMatchObject({ timedOut: 1, failed: 0 });
    const consent = await consentOf(job.id);
    expect(consent?.state).toBe('CsntTimedOut');
    expect(consent?.time).toBeInstanceOf(Date);
    const [seen] = (await kit.populateOrder(order.id)).jobs;
    expect(seen).toMatchObject({ currState: 'TIMED_OUT', prevState: 'PENDING_CONSENT' });
    expect(seen?.consents[0]?.state).toBe('CsntTimedOut');

    const audit = await listAudit(testApp.database.db, { entity: 'consent', entityId: consent?.id ?? '' });
    expect(audit.map((entry) => entry.action)).toEqual(['consent.timeout']);
    const mails = await kit.answeredMailsOf(order.id);
    expect(mails.map((mail) => mail.subject)).toEqual(['Granska: Samtycke timeout / Consent timed out']);

    expect(await sweepConsents(deps)).toMatchObject({ timedOut: 0 });
    // The person sees the outcome and can no longer answer.
    const view = okEnvelope(ConsentPageView).parse((await populate(key)).json()).result[0];
    expect(view).toMatchObject({ state: 'CsntTimedOut', possibleAnswers: [], jobState: 'TIMED_OUT' });
    const late = await kit.post('/api/bankid/auth-queued', { consentKey: key, answer: 'accept' });
    expect(late.statusCode).toBe(409);
    expect(ErrorEnvelope.parse(late.json())).toMatchObject({
      bankIdCode: '70022',
      message: CONSENT_MESSAGES.notPossible,
    });
  });

  it('counts the time-out from creation for consents sent without an expiry', async () => {
    const { job } = await kit.orderSent();
    await setConsent(job.id, {
      expiresAt: null,
      createTime: new Date(Date.now() - testApp.config.consentTimeoutDays * DAY_MS - HOUR_MS),
    });
    expect(await sweepConsents(deps)).toMatchObject({ timedOut: 1 });
    expect((await consentOf(job.id))?.state).toBe('CsntTimedOut');
  });

  it('leaves answered consents and consents with time left alone', async () => {
    const fresh = await kit.orderSent();
    const answered = await kit.orderSent();
    await setConsent(answered.job.id, {
      state: 'CsntAccepted',
      time: new Date(),
      expiresAt: new Date(Date.now() - DAY_MS),
    });
    expect(await sweepConsents(deps)).toEqual({ timedOut: 0, reminded: 0, failed: 0 });
    expect((await consentOf(fresh.job.id))?.state).toBe('CsntPendingAnswer');
    expect((await consentOf(answered.job.id))?.state).toBe('CsntAccepted');
  });
});

import { fromStockholm, ReferenceErrorEnvelope } from '@granska/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankIdDigits, personalNumber } from '../../platform/testing/consent-kit';
import { testAppForFile } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { localBankIdOrders } from '../bankid/bankid.schema';
import { listOutbox } from '../notifications/notifications.service';
import { GOOD_ANSWERS, type LinkTestKit, linkTestKit } from './link-kit.test-support';
import { REFERENCE_NOTICE_CATEGORIES } from './link-notices';
import { rtOrders, rtReferences } from './reference-checks.schema';
import { REFERENCE_LINK_CATEGORIES } from './reference-links';
import {
  REFERENCE_SWEEP,
  type ReminderJobsDeps,
  referenceLinkJobs,
  sweepInterval,
  sweepReferenceLinks,
} from './reminders.jobs';

const testApp = testAppForFile();
let kit: LinkTestKit;
let deps: ReminderJobsDeps;

beforeAll(async () => {
  // BankID (unset BANKID_URL) is this very server's local BankID server, over HTTP.
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  kit = await linkTestKit(testApp, 'rj');
  deps = {
    db: testApp.database.db,
    crypto: testApp.app.fieldCrypto,
    bankId: testApp.app.bankId,
    config: testApp.config,
  };
});
// Stockholm wall-clock times in March 2030, well after anything the link calls write with today's clock:
// Monday 4th ... Friday 8th, Saturday 9th, Monday 11th.
const at = (day: number, hour: number, minute = 0) => fromStockholm(2030, 3, day, hour, minute);
const sweepAt = (now: Date) => sweepReferenceLinks({ ...deps, now: () => now });

const mails = (recipient: string, category: string) =>
  listOutbox(testApp.database.db, testApp.app.fieldCrypto, { limit: 20, recipient, category });

const setOrder = (orderId: string, change: Partial<typeof rtOrders.$inferInsert>) =>
  testApp.database.db.update(rtOrders).set(change).where(eq(rtOrders.id, orderId));
const setReferences = (orderId: string, change: Partial<typeof rtReferences.$inferInsert>) =>
  testApp.database.db.update(rtReferences).set(change).where(eq(rtReferences.orderId, orderId));

/** An order whose candidate (no verification needed) has sent `count` referees their links. */
const referencesAsked = async (count: number, minReferences = 1) => {
  const sent = await kit.orderSent({ noVerification: true, minReferences, maxReferences: 3 });
  const referees = Array.from({ length: count }, () => kit.referee());
  for (const referee of referees) await kit.nominate(sent.key, referee);
  expect((await kit.post('/reference/send', { key: sent.key })).statusCode).toBe(200);
  const keys = [];
  for (const referee of referees) {
    keys.push(await kit.linkKeyOf(referee.email, REFERENCE_LINK_CATEGORIES.refereeRequest));
  }
  return { ...sent, referees, keys };
};

describe('the reference sweep (scheduled work)', () => {
  it('is one recurring job, every minute, more often on a test installation with short times', () => {
    expect(referenceLinkJobs(deps).map((handler) => [handler.kind, handler.everyMs])).toEqual([
      [REFERENCE_SWEEP, 60_000],
    ]);
    const short = { ...testApp.config, referenceTimeoutDays: 0.001, referenceReminderHours: 0.005 };
    expect(sweepInterval(short)).toBe(4_320);
  });

  it('gives an order sent to the candidate its deadline and first reminder time', async () => {
    const { orderId } = await kit.orderSent({ ordered: at(4, 10) });
    await sweepAt(at(4, 10, 1));
    const order = await kit.orderRow(orderId);
    expect(order?.timeoutAt).toEqual(at(11, 10));
    expect(order?.nextReminderAt).toEqual(at(5, 10));
    expect((await listAudit(testApp.database.db, { entityId: orderId })).map((row) => row.action)).toEqual([
      'reference-order.schedule',
    ]);
  });
});

describe('reminding the candidate', () => {
  it('reminds after REFERENCE_REMINDER_HOURS with a new link that replaces the last, twice at most', async () => {
    const { orderId, key, candidate } = await kit.orderSent({ ordered: at(4, 10) });
    await sweepAt(at(4, 10, 1));
    await sweepAt(at(5, 9, 59));
    expect(await mails(candidate.email, REFERENCE_LINK_CATEGORIES.candidateReminder)).toHaveLength(0);

    await sweepAt(at(5, 10));
    const [first] = await mails(candidate.email, REFERENCE_LINK_CATEGORIES.candidateReminder);
    expect(first?.body).toContain('Byggbolaget AB');
    expect(first?.body).not.toContain(candidate.name);
    expect(await mails(candidate.phone, REFERENCE_LINK_CATEGORIES.candidateReminder)).toHaveLength(1);
    const newKey = await kit.linkKeyOf(candidate.email, REFERENCE_LINK_CATEGORIES.candidateReminder);
    await expect(kit.view(key)).rejects.toMatchObject({ statusCode: 404 });
    expect((await kit.view(newKey)).orderState).toBe('ORDERED');
    expect(await kit.orderRow(orderId)).toMatchObject({ remindersSent: 1, nextReminderAt: at(6, 10) });

    await sweepAt(at(6, 10));
    expect(await kit.orderRow(orderId)).toMatchObject({ remindersSent: 2, nextReminderAt: null });
    await sweepAt(at(7, 10));
    await sweepAt(at(8, 10));
    expect(await mails(candidate.email, REFERENCE_LINK_CATEGORIES.candidateReminder)).toHaveLength(2);
  });

  it('reminds at office hours only: a link sent on Friday afternoon is reminded on Monday morning', async () => {
    const { orderId, candidate } = await kit.orderSent({ ordered: at(8, 16, 30) });
    await sweepAt(at(8, 16, 31));
    expect((await kit.orderRow(orderId))?.nextReminderAt).toEqual(at(11, 8));
    await sweepAt(at(9, 16, 30));
    await sweepAt(at(10, 12));
    expect(await mails(candidate.email, REFERENCE_LINK_CATEGORIES.candidateReminder)).toHaveLength(0);
    await sweepAt(at(11, 8));
    expect(await mails(candidate.email, REFERENCE_LINK_CATEGORIES.candidateReminder)).toHaveLength(1);
  });

  it('waits for the next office morning when a due reminder finds it evening', async () => {
    const { orderId, candidate } = await kit.orderSent({ ordered: at(4, 10) });
    await sweepAt(at(4, 10, 1));
    await setOrder(orderId, { nextReminderAt: at(5, 17, 30) });
    await sweepAt(at(5, 18));
    expect(await mails(candidate.email, REFERENCE_LINK_CATEGORIES.candidateReminder)).toHaveLength(0);
    expect((await kit.orderRow(orderId))?.nextReminderAt).toEqual(at(6, 8));
  });

  it('stops once the candidate has sent the referees', async () => {
    const { orderId, candidate } = await referencesAsked(1);
    expect(await kit.orderRow(orderId)).toMatchObject({ state: 'SURVEYING', nextReminderAt: null });
    await setOrder(orderId, { timeoutAt: at(20, 10) });
    await sweepAt(at(11, 10));
    expect(await mails(candidate.email, REFERENCE_LINK_CATEGORIES.candidateReminder)).toHaveLength(0);
  });
});

describe('reminding a referee', () => {
  it('reminds twice with new links, then tells the candidate by e-mail which referee has not answered', async () => {
    const { orderId, candidate, referees, keys } = await referencesAsked(2);
    const [silent, other] = referees;
    if (!silent || !other) throw new Error('two referees');
    await setOrder(orderId, { timeoutAt: at(18, 10) });
    await setReferences(orderId, { nextReminderAt: at(11, 10) });
    // The other referee answers; only the silent one is reminded.
    expect(
      (await kit.post('/reference/send/surveyanswers', { key: keys[1], surveyAnswers: GOOD_ANSWERS }))
        .statusCode,
    ).toBe(200);

    await sweepAt(at(11, 10));
    const reminders = await mails(silent.email, REFERENCE_LINK_CATEGORIES.refereeReminder);
    expect(reminders).toHaveLength(1);
    expect(await mails(silent.phone, REFERENCE_LINK_CATEGORIES.refereeReminder)).toHaveLength(1);
    expect(await mails(other.email, REFERENCE_LINK_CATEGORIES.refereeReminder)).toHaveLength(0);
    for (const secret of [candidate.name, silent.name]) expect(reminders[0]?.body).not.toContain(secret);
    const firstKey = keys[0] ?? '';
    await expect(kit.view(firstKey)).rejects.toMatchObject({ statusCode: 404 });
    const newKey = await kit.linkKeyOf(silent.email, REFERENCE_LINK_CATEGORIES.refereeReminder);
    expect((await kit.view(newKey)).referenceState).toBe('PENDING');
    expect(await mails(candidate.email, REFERENCE_NOTICE_CATEGORIES.refereeUnanswered)).toHaveLength(0);

    await sweepAt(at(12, 10));
    expect(await mails(silent.email, REFERENCE_LINK_CATEGORIES.refereeReminder)).toHaveLength(2);
    const [told] = await mails(candidate.email, REFERENCE_NOTICE_CATEGORIES.refereeUnanswered);
    expect(told?.body).toContain(silent.name);
    expect(told?.body).not.toContain(other.name);
    // To the candidate only, and never by SMS.
    expect(await mails(candidate.phone, REFERENCE_NOTICE_CATEGORIES.refereeUnanswered)).toHaveLength(0);
    expect(await mails(silent.email, REFERENCE_NOTICE_CATEGORIES.refereeUnanswered)).toHaveLength(0);

    await sweepAt(at(13, 10));
    await sweepAt(at(14, 10));
    expect(await mails(silent.email, REFERENCE_LINK_CATEGORIES.refereeReminder)).toHaveLength(2);
    expect(await mails(candidate.email, REFERENCE_NOTICE_CATEGORIES.refereeUnanswered)).toHaveLength(1);
  });
});

describe('time-outs', () => {
  it('ends an order whose candidate never sent referees: TIMEOUT, and the orderer is told', async () => {
    const { orderId, key } = await kit.orderSent({ ordered: at(4, 10) });
    await sweepAt(at(4, 10, 1));
    // No reminder in this test: its new link would replace the one the test reads with.
    await setOrder(orderId, { nextReminderAt: null });
    await sweepAt(at(11, 9, 59));
    expect((await kit.orderRow(orderId))?.state).toBe('ORDERED');
    await sweepAt(at(11, 10));
    const order = await kit.orderRow(orderId);
    expect(order?.state).toBe('TIMEOUT');
    expect(order?.stateLog.at(-1)).toEqual({ state: 'TIMEOUT', time: at(11, 10).toISOString() });
    expect((await kit.view(key)).orderState).toBe('TIMEOUT');
    const refused = await kit.post('/reference', { key, referenceInfo: kit.referee() });
    expect(refused.statusCode).toBe(410);
    const timedOut = await mails(
      'bestallare.rj@rekrytering.example',
      REFERENCE_NOTICE_CATEGORIES.orderTimedOut,
    );
    expect(timedOut.some((mail) => mail.body?.includes(orderId))).toBe(true);
  });

  it('times the silent referees out; the order is DONE when min had answered, else TIMEOUT', async () => {
    const enough = await referencesAsked(2, 1);
    const tooFew = await referencesAsked(2, 2);
    for (const asked of [enough, tooFew]) {
      await kit.post('/reference/send/surveyanswers', { key: asked.keys[0], surveyAnswers: GOOD_ANSWERS });
      await setOrder(asked.orderId, { timeoutAt: at(11, 10) });
    }
    await sweepAt(at(11, 10));
    expect((await kit.orderRow(enough.orderId))?.state).toBe('DONE');
    expect((await kit.orderRow(tooFew.orderId))?.state).toBe('TIMEOUT');
    for (const asked of [enough, tooFew]) {
      expect((await kit.referenceRows(asked.orderId)).map((row) => row.state)).toEqual(['DONE', 'TIMEOUT']);
    }
    const late = await kit.post('/reference/send/surveyanswers', {
      key: tooFew.keys[1],
      surveyAnswers: GOOD_ANSWERS,
    });
    expect(late.statusCode).toBe(410);
    expect(ReferenceErrorEnvelope.parse(late.json()).message).toBe('Tiden för att svara har gått ut');
  });

  describe('BankID orders still open when the time runs out', () => {
    /** The local BankID server's status of the BankID order behind one of our poll ids. */
    const atBankId = async (pollId: string) => {
      const orderRef = await kit.bankIdOrderRefOf(pollId);
      const [row] = await testApp.database.db
        .select()
        .from(localBankIdOrders)
        .where(eq(localBankIdOrders.orderRef, orderRef));
      return row?.status;
    };
    const cancelAudits = async (orderRef: string) =>
      (await listAudit(testApp.database.db, { entityId: orderRef })).filter(
        (row) => row.action === 'reference-bankid.cancel',
      );

    it('cancels the candidate’s identification at BankID, and a late poll answers failed', async () => {
      const { orderId, key } = await kit.orderSent({ ssn: personalNumber(311), ordered: at(4, 10) });
      const started = kit.startOf(await kit.post('/candidate/auth', { key }));
      expect(await atBankId(started.pollID)).toBe('pending');
      await setOrder(orderId, { timeoutAt: at(11, 10), nextReminderAt: null });

      await sweepAt(at(11, 10));
      expect((await kit.orderRow(orderId))?.state).toBe('TIMEOUT');
      expect(await atBankId(started.pollID)).toBe('cancelled');
      expect(await kit.poll(key, started.pollID)).toMatchObject({ status: 'failed' });
      expect(await cancelAudits(await kit.bankIdOrderRefOf(started.pollID))).toHaveLength(1);
    });

    it('cancels a referee’s BankID order when the referee times out with the order', async () => {
      const ssn = personalNumber(312);
      const { orderId, key, candidate } = await kit.orderSent({ ssn, ordered: at(4, 10) });
      await kit.withBankId('/candidate/auth', { key }, bankIdDigits(ssn), candidate.name);
      const { refereeKey } = await kit.refereeAsked(key);
      const started = kit.startOf(await kit.post('/reference/verify', { key: refereeKey }));
      await setOrder(orderId, { timeoutAt: at(11, 10), nextReminderAt: null });
      await setReferences(orderId, { nextReminderAt: null });

      await sweepAt(at(11, 10));
      expect((await kit.referenceRows(orderId)).map((row) => row.state)).toEqual(['TIMEOUT']);
      expect(await atBankId(started.pollID)).toBe('cancelled');
      expect(await kit.poll(refereeKey, started.pollID)).toMatchObject({ status: 'failed' });
      // Nothing is left for a second sweep to cancel.
      await sweepAt(at(11, 11));
      expect(await cancelAudits(await kit.bankIdOrderRefOf(started.pollID))).toHaveLength(1);
    });

    it('leaves an order that is still open alone', async () => {
      const { orderId, key } = await kit.orderSent({ ssn: personalNumber(313), ordered: at(4, 10) });
      const started = kit.startOf(await kit.post('/candidate/auth', { key }));
      await setOrder(orderId, { timeoutAt: at(20, 10), nextReminderAt: null });
      await sweepAt(at(11, 10));
      expect(await atBankId(started.pollID)).toBe('pending');
      expect(await kit.poll(key, started.pollID)).toMatchObject({ status: 'pending' });
    });
  });
});

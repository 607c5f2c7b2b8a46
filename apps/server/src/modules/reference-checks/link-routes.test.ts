import {
  ReferenceErrorEnvelope,
  ReferenceLinkView,
  ReferenceView,
  referenceOkEnvelope,
} from '@granska/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankIdDigits, personalNumber } from '../../platform/testing/consent-kit';
import { accessTokenFor } from '../../platform/testing/factory';
import { testAppForFile } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { listOutbox } from '../notifications/notifications.service';
import { GOOD_ANSWERS, type LinkTestKit, linkTestKit } from './link-kit.test-support';
import { REFERENCE_NOTICE_CATEGORIES } from './link-notices';
import { populateLinkView } from './link-view';
import { rtBankIdOrders, rtOrders, rtReferences } from './reference-checks.schema';
import { REFERENCE_LINK_CATEGORIES, sendReferenceLink } from './reference-links';

const testApp = testAppForFile();
let kit: LinkTestKit;

beforeAll(async () => {
  // BANKID_URL is unset: the links' BankID calls go to this very server's local BankID server over HTTP.
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  kit = await linkTestKit(testApp, 'lr');
});

const errorOf = (response: { json(): unknown }) => ReferenceErrorEnvelope.parse(response.json());

const expectRefused = (
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
  message: string,
) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(errorOf(response)).toMatchObject({ statusCode: status, message });
};

const views = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return referenceOkEnvelope(ReferenceView).parse(response.json()).result;
};

describe('the candidate and the referees, with BankID', () => {
  it('walks the whole path: identify, nominate, send, verify, answer, sign, decline, DONE', async () => {
    const ssn = personalNumber(301);
    const { orderId, candidate, key } = await kit.orderSent({ ssn, minReferences: 1, maxReferences: 3 });

    // The candidate's page: who asks and why, nothing yet done.
    const first = await kit.view(key);
    expect(first).toMatchObject({
      role: 'candidate',
      orderState: 'ORDERED',
      company: 'Byggbolaget AB',
      position: 'Platschef',
      positionURL: 'https://byggbolaget.example/jobb/platschef',
      candidateName: null,
      noVerification: false,
      verified: false,
      minReferences: 1,
      maxReferences: 3,
      references: [],
      settings: {
        contactDetails: 'Rekryteringsbolaget, 08-123 45 67',
        contactDetailsDataProtectionOfficer: 'dataskydd@rekrytering.example',
        urlPolicy: 'https://rekrytering.example/integritet',
      },
    });

    // Not without BankID: the order needs it.
    expectRefused(
      await kit.post('/candidate', { key }),
      409,
      'Beställningen kräver identifiering med BankID',
    );
    expectRefused(
      await kit.post('/reference/send', { key }),
      400,
      'Identifiera dig med BankID innan du skickar dina referenser',
    );

    const auth = await kit.withBankId('/candidate/auth', { key }, bankIdDigits(ssn), candidate.name);
    expect(auth.started).toMatchObject({ operation: 'auth' });
    expect(auth.started.autoStartUrl).toMatch(/autostarttoken=.+/);
    expect(auth.started.qrCode).toMatch(/^bankid\./);
    expect(auth.outcome).toMatchObject({ status: 'complete' });
    expect((await kit.view(key)).verified).toBe(true);
    const verifiedOrder = await kit.orderRow(orderId);
    expect(verifiedOrder?.candidateVerified).toBeInstanceOf(Date);
    expect(verifiedOrder?.candidateSignedNameEnc).not.toBeNull();
    expect(verifiedOrder?.candidateIpIndex).not.toBeNull();

    // Nominating: the spec's messages in its order, a bad phone first.
    expectRefused(await kit.post('/reference', { key, referenceInfo: {} }), 400, 'Namn saknas');
    expectRefused(
      await kit.post('/reference', { key, referenceInfo: { name: 'Rut' } }),
      400,
      'Relation saknas',
    );
    expectRefused(
      await kit.post('/reference', { key, referenceInfo: { name: 'Rut', relationship: 'Chef' } }),
      400,
      'Email saknas',
    );
    const rut = kit.referee();
    expectRefused(
      await kit.post('/reference', { key, referenceInfo: { ...rut, phone: '0701234567' } }),
      400,
      'Telefonnummer ogiltigt',
    );
    const nominatedRut = await kit.nominate(key, rut);
    const bo = kit.referee({ relationship: 'Kollega' });
    const nominatedBo = await kit.nominate(key, bo);
    expect(nominatedRut).toMatchObject({ state: 'CREATED', referenceInfo: rut });
    expect((await kit.view(key)).references.map((reference) => reference.referenceInfo?.name)).toEqual([
      rut.name,
      bo.name,
    ]);

    const sent = views(await kit.post('/reference/send', { key }));
    expect(sent.map((reference) => [reference.id, reference.state])).toEqual([
      [nominatedRut.id, 'PENDING'],
      [nominatedBo.id, 'PENDING'],
    ]);
    const surveying = await kit.orderRow(orderId);
    expect(surveying?.state).toBe('SURVEYING');
    expect(surveying?.stateLog.map((entry) => entry.state)).toEqual(['CREATED', 'ORDERED', 'SURVEYING']);
    expect(surveying?.timeoutAt?.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600_000);
    for (const row of await kit.referenceRows(orderId)) {
      expect(row.nextReminderAt).toBeInstanceOf(Date);
      expect(row.keyHash).not.toBeNull();
    }
    // A sent nomination is no longer the candidate's to change.
    expectRefused(
      await kit.post('/reference/delete', { key, id: nominatedRut.id }),
      409,
      'Referensen är redan skickad och kan inte ändras',
    );

    // The first referee: verifies, answers ('Svar saknas' first), signs.
    const rutKey = await kit.linkKeyOf(rut.email, REFERENCE_LINK_CATEGORIES.refereeRequest);
    expect(await kit.linkKeyOf(rut.phone, REFERENCE_LINK_CATEGORIES.refereeRequest)).toBe(rutKey);
    const rutView = await kit.view(rutKey);
    expect(rutView).toMatchObject({
      role: 'referee',
      referenceState: 'PENDING',
      candidateName: candidate.name,
      verified: false,
      company: 'Byggbolaget AB',
      surveyAnswers: [],
    });
    expect(rutView.survey?.surveyQuestions).toHaveLength(4);
    expectRefused(
      await kit.post('/reference/send/surveyanswers', { key: rutKey, surveyAnswers: GOOD_ANSWERS }),
      400,
      'Identifiera dig med BankID innan du svarar',
    );
    const rutSsn = personalNumber(302);
    const verify = await kit.withBankId('/reference/verify', { key: rutKey }, bankIdDigits(rutSsn), rut.name);
    expect(verify.outcome).toMatchObject({ status: 'complete' });
    expect((await kit.view(rutKey)).verified).toBe(true);

    const missing = await kit.post('/reference/send/surveyanswers', {
      key: rutKey,
      surveyAnswers: [{ optionIndex: 1 }],
    });
    expectRefused(missing, 400, 'Svar saknas');
    expect(errorOf(missing).issues?.map((issue) => issue.path)).toEqual([
      'body.surveyAnswers.1',
      'body.surveyAnswers.2',
    ]);
    const answered = views(
      await kit.post('/reference/send/surveyanswers', { key: rutKey, surveyAnswers: GOOD_ANSWERS }),
    );
    expect(answered[0]?.state).toBe('PENDING');
    expect(answered[0]?.surveyAnswers?.[1]).toMatchObject({
      sliderValue: 8,
      freeText: 'Mycket bra samarbete',
    });

    const sign = await kit.withBankId('/reference/sign', { key: rutKey }, bankIdDigits(rutSsn), rut.name);
    expect(sign.started.operation).toBe('sign');
    expect(sign.started.signMessage).toContain('Hur väl samarbetade kandidaten?');
    expect(sign.started.signMessage).toContain('8 av 10. Mycket bra samarbete');
    expect(sign.started.signMessage).toContain('Längre');
    expect(sign.outcome).toMatchObject({ status: 'complete' });
    // A second poll of the same order is answered the same (idempotent).
    expect(await kit.poll(rutKey, sign.started.pollID)).toMatchObject({ status: 'complete' });
    expect((await kit.view(rutKey)).referenceState).toBe('DONE');
    expectRefused(
      await kit.post('/reference/decline', { key: rutKey, declineReason: 'Ångrar mig' }),
      409,
      'Du har redan svarat på referenstagningen',
    );

    // The second referee declines with a reason: every referee finished, one answered → DONE.
    const boKey = await kit.linkKeyOf(bo.email, REFERENCE_LINK_CATEGORIES.refereeRequest);
    const blank = await kit.post('/reference/decline', { key: boKey, declineReason: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).issues?.map((issue) => issue.message)).toEqual(['Anledning saknas']);
    const declined = views(
      await kit.post('/reference/decline', { key: boKey, declineReason: 'Känner inte kandidaten väl nog' }),
    );
    expect(declined[0]?.state).toBe('DECLINED');
    const done = await kit.orderRow(orderId);
    expect(done?.state).toBe('DONE');
    expect(done?.timeoutAt).toBeNull();
    const [rutRow, boRow] = await kit.referenceRows(orderId);
    expect(rutRow?.state).toBe('DONE');
    expect(rutRow?.evidenceEnc).not.toBeNull();
    expect(rutRow?.ipIndex).not.toBeNull();
    expect(boRow?.declineReasonEnc).not.toBeNull();

    // The orderer hears the report is ready; the finished order still opens, read-only.
    const notices = await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
      limit: 10,
      recipient: `bestallare.lr@rekrytering.example`,
      category: REFERENCE_NOTICE_CATEGORIES.orderDone,
    });
    expect(notices.map((mail) => mail.body?.includes(orderId))).toEqual([true]);
    expect((await kit.view(key)).orderState).toBe('DONE');
    expectRefused(
      await kit.post('/reference', { key, referenceInfo: kit.referee() }),
      410,
      'Referenstagningen är avslutad',
    );

    // Audited, as the system with the caller's address (the candidate and referees are no users of ours).
    const actions = (await listAudit(testApp.database.db, { limit: 1000 }))
      .filter(
        (row) =>
          [orderId, nominatedRut.id, nominatedBo.id].includes(row.entityId ?? '') ||
          (row.details as { orderId?: string } | null)?.orderId === orderId,
      )
      .map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'reference-bankid.start',
        'reference-order.candidate-verify',
        'reference.nominate',
        'reference.send',
        'reference-order.surveying',
        'reference.verify',
        'reference.save-answers',
        'reference.sign',
        'reference.decline',
        'reference-order.done',
      ]),
    );

    // Nothing personal in clear in the tables: names, e-mail, phones, personal numbers, answers, address.
    const stored = JSON.stringify([
      await testApp.database.db.select().from(rtOrders).where(eq(rtOrders.id, orderId)),
      await testApp.database.db.select().from(rtReferences).where(eq(rtReferences.orderId, orderId)),
      await testApp.database.db.select().from(rtBankIdOrders).where(eq(rtBankIdOrders.orderId, orderId)),
    ]);
    for (const secret of [
      candidate.name,
      candidate.email,
      candidate.phone,
      ssn,
      bankIdDigits(ssn),
      bankIdDigits(rutSsn),
      rut.name,
      rut.email,
      rut.phone,
      bo.name,
      'Noggrann och hjälpsam',
      'Mycket bra samarbete',
      'Känner inte kandidaten',
      '127.0.0.1',
    ]) {
      expect(stored).not.toContain(secret);
    }

    // The links' messages name no candidate, referee or personal number.
    for (const recipient of [candidate.email, candidate.phone, rut.email, rut.phone, bo.email, bo.phone]) {
      const messages = await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
        limit: 20,
        recipient,
      });
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) {
        for (const secret of [candidate.name, rut.name, bo.name, ssn, bankIdDigits(ssn)]) {
          expect(`${message.subject ?? ''} ${message.body ?? ''}`).not.toContain(secret);
        }
      }
    }
  });

  it('starts BankID anew when asked again: the earlier order is cancelled and polls as failed', async () => {
    const ssn = personalNumber(303);
    const { key } = await kit.orderSent({ ssn });
    const earlier = kit.startOf(await kit.post('/candidate/auth', { key }));
    const later = kit.startOf(await kit.post('/candidate/auth', { key }));
    expect(await kit.poll(key, earlier.pollID)).toMatchObject({ status: 'failed' });
    expect(await kit.poll(key, later.pollID)).toMatchObject({
      status: 'pending',
      hintCode: 'outstandingTransaction',
    });
    await kit.approve(await kit.bankIdOrderRefOf(later.pollID), bankIdDigits(ssn));
    expect(await kit.poll(key, later.pollID)).toMatchObject({ status: 'complete' });
    expectRefused(
      await kit.post('/candidate/auth', { key }),
      409,
      'Du har redan identifierat dig med BankID',
    );
  });

  it('lets only the person the order names identify as the candidate', async () => {
    const ssn = personalNumber(304);
    const { key, orderId } = await kit.orderSent({ ssn });
    const started = kit.startOf(await kit.post('/candidate/auth', { key }));
    // The local BankID server, like BankID, never completes an order for someone else.
    await testApp.app.inject({
      method: 'POST',
      url: `/dev/bankid/orders/${await kit.bankIdOrderRefOf(started.pollID)}/complete`,
      payload: { personalNumber: bankIdDigits(personalNumber(305)) },
    });
    expect(await kit.poll(key, started.pollID)).toMatchObject({ status: 'failed', hintCode: 'startFailed' });
    expect((await kit.orderRow(orderId))?.candidateVerified).toBeNull();
  });

  it('takes the personal number the candidate types when the order has none, checked as spec §5', async () => {
    const { key } = await kit.orderSent();
    expectRefused(
      await kit.post('/candidate/auth', { key, personalNumber: '19900101-0000' }),
      400,
      'Personnummer ogiltigt',
    );
    const typed = personalNumber(306);
    const auth = await kit.withBankId('/candidate/auth', { key, personalNumber: typed }, bankIdDigits(typed));
    expect(auth.outcome).toMatchObject({ status: 'complete' });
  });

  it('has the same person sign who identified as the referee', async () => {
    const { key } = await kit.orderSent({ noVerification: false });
    const candidateSsn = personalNumber(307);
    await kit.withBankId(
      '/candidate/auth',
      { key, personalNumber: candidateSsn },
      bankIdDigits(candidateSsn),
    );
    const { refereeKey } = await kit.refereeAsked(key);
    expectRefused(
      await kit.post('/reference/sign', { key: refereeKey }),
      400,
      'Identifiera dig med BankID innan du signerar',
    );
    const refereeSsn = personalNumber(308);
    await kit.withBankId('/reference/verify', { key: refereeKey }, bankIdDigits(refereeSsn));
    expectRefused(
      await kit.post('/reference/sign', { key: refereeKey }),
      400,
      'Svara på frågorna innan du signerar',
    );
    views(await kit.post('/reference/send/surveyanswers', { key: refereeKey, surveyAnswers: GOOD_ANSWERS }));
    const started = kit.startOf(await kit.post('/reference/sign', { key: refereeKey }));
    // BankID requires the verified person's number: someone else cannot complete the signature.
    await testApp.app.inject({
      method: 'POST',
      url: `/dev/bankid/orders/${await kit.bankIdOrderRefOf(started.pollID)}/complete`,
      payload: { personalNumber: bankIdDigits(personalNumber(309)) },
    });
    expect(await kit.poll(refereeKey, started.pollID)).toMatchObject({ status: 'failed' });
    expect((await kit.view(refereeKey)).referenceState).toBe('PENDING');
  });
});

describe('an order without verification', () => {
  it('is confirmed without BankID; a referee answers and is done at once', async () => {
    const { orderId, key } = await kit.orderSent({ noVerification: true, companyHidden: true });
    expectRefused(
      await kit.post('/candidate/auth', { key }),
      409,
      'Beställningen kräver ingen identifiering med BankID',
    );
    const confirmed = await kit.post('/candidate', { key });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const view = referenceOkEnvelope(ReferenceLinkView).parse(confirmed.json()).result[0];
    expect(view).toMatchObject({ role: 'candidate', verified: true, company: null, noVerification: true });

    const { referee, refereeKey } = await kit.refereeAsked(key);
    const [mail] = await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
      limit: 1,
      recipient: referee.email,
      category: REFERENCE_LINK_CATEGORIES.refereeRequest,
    });
    expect(mail?.body).not.toContain('Byggbolaget');
    expect((await kit.view(refereeKey)).company).toBeNull();
    expectRefused(
      await kit.post('/reference/verify', { key: refereeKey }),
      409,
      'Beställningen kräver ingen identifiering med BankID',
    );
    const answered = views(
      await kit.post('/reference/send/surveyanswers', { key: refereeKey, surveyAnswers: GOOD_ANSWERS }),
    );
    expect(answered[0]?.state).toBe('DONE');
    expect((await kit.orderRow(orderId))?.state).toBe('DONE');
    const [row] = await kit.referenceRows(orderId);
    expect(row?.ipIndex).not.toBeNull();
    expect(row?.evidenceEnc).toBeNull();
  });
});

describe('the link key', () => {
  it('answers 404 for an unknown key, and a key of the wrong kind for the call', async () => {
    const unknown = 'x'.repeat(43);
    expectRefused(
      await kit.post('/reference/send', { key: unknown }),
      404,
      'Länken är ogiltig eller har gått ut',
    );
    await expect(
      populateLinkView(
        { db: testApp.database.db, crypto: testApp.app.fieldCrypto },
        { ip: null, now: new Date() },
        unknown,
      ),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Länken är ogiltig eller har gått ut' });

    const { key } = await kit.orderSent({ noVerification: true });
    const { refereeKey } = await kit.refereeAsked(key);
    // A referee's key is no candidate's, and the other way round.
    expectRefused(
      await kit.post('/reference/send', { key: refereeKey }),
      404,
      'Länken är ogiltig eller har gått ut',
    );
    expectRefused(
      await kit.post('/reference/decline', { key, declineReason: 'Nej' }),
      404,
      'Länken är ogiltig eller har gått ut',
    );
  });

  it('stops working once a reminder replaced it', async () => {
    const { orderId, key, candidate } = await kit.orderSent({ noVerification: true });
    const { keyHash } = await sendReferenceLink(
      testApp.database.db,
      { crypto: testApp.app.fieldCrypto, publicUrl: testApp.config.publicUrl },
      { kind: 'candidateReminder', company: 'Byggbolaget AB', to: { email: candidate.email } },
    );
    await testApp.database.db.update(rtOrders).set({ keyHash }).where(eq(rtOrders.id, orderId));
    expectRefused(await kit.post('/candidate', { key }), 404, 'Länken är ogiltig eller har gått ut');
    const newKey = await kit.linkKeyOf(candidate.email, REFERENCE_LINK_CATEGORIES.candidateReminder);
    expect((await kit.view(newKey)).orderId).toBe(orderId);
  });

  it("of one order neither reads nor changes another order's references or BankID orders", async () => {
    const one = await kit.orderSent({ noVerification: true });
    const other = await kit.orderSent({ ssn: personalNumber(310) });
    const theirs = await kit.nominate(other.key, kit.referee());
    expectRefused(
      await kit.post('/reference/delete', { key: one.key, id: theirs.id }),
      404,
      'Referensen hittades inte',
    );
    expectRefused(
      await kit.post('/reference', { key: one.key, id: theirs.id, referenceInfo: kit.referee() }),
      404,
      'Referensen hittades inte',
    );
    const started = kit.startOf(await kit.post('/candidate/auth', { key: other.key }));
    expectRefused(
      await kit.post('/poll', { key: one.key, id: started.pollID }),
      404,
      'BankID-ordern hittades inte',
    );
    expect((await kit.view(one.key)).references).toEqual([]);
  });

  it('is for the candidate and referees only: a logged-in customer user is refused', async () => {
    const { key } = await kit.orderSent({ noVerification: true });
    const response = await kit.post('/candidate', { key }, kit.orderer.token);
    expect(response.statusCode).toBe(403);
  });
});

describe('how many referees', () => {
  it('holds the candidate between min and max; unsent ones may be edited and removed', async () => {
    const { key } = await kit.orderSent({ noVerification: true, minReferences: 2, maxReferences: 2 });
    const first = await kit.nominate(key, kit.referee());
    expectRefused(await kit.post('/reference/send', { key }), 400, 'Antalet referenser måste vara minst 2');
    const second = await kit.nominate(key, kit.referee());
    expectRefused(
      await kit.post('/reference', { key, referenceInfo: kit.referee() }),
      400,
      'Antalet referenser får vara högst 2',
    );
    const renamed = kit.referee({ name: 'Nytt Namn' });
    const edited = views(await kit.post('/reference', { key, id: first.id, referenceInfo: renamed }));
    expect(edited[0]?.referenceInfo?.name).toBe('Nytt Namn');
    const removed = views(await kit.post('/reference/delete', { key, id: second.id }));
    expect(removed[0]?.id).toBe(second.id);
    await kit.nominate(key, kit.referee());
    expect(views(await kit.post('/reference/send', { key }))).toHaveLength(2);
    expectRefused(
      await kit.post('/reference/send', { key }),
      400,
      'Det finns inga nya referenser att skicka',
    );
  });

  it('keeps the order open when a decline leaves too few, and tells the candidate who declined', async () => {
    const { orderId, key, candidate } = await kit.orderSent({
      noVerification: true,
      minReferences: 1,
      maxReferences: 2,
    });
    const { referee, refereeKey } = await kit.refereeAsked(key);
    views(await kit.post('/reference/decline', { key: refereeKey, declineReason: 'Har inte tid' }));
    expect((await kit.orderRow(orderId))?.state).toBe('SURVEYING');
    const [told] = await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
      limit: 1,
      recipient: candidate.email,
      category: REFERENCE_NOTICE_CATEGORIES.refereeDeclined,
    });
    expect(told?.body).toContain(referee.name);
    // A replacement, within max (the declined one does not count), and its answer ends the order.
    const replacement = kit.referee();
    await kit.nominate(key, replacement);
    views(await kit.post('/reference/send', { key }));
    const replacementKey = await kit.linkKeyOf(replacement.email, REFERENCE_LINK_CATEGORIES.refereeRequest);
    views(
      await kit.post('/reference/send/surveyanswers', { key: replacementKey, surveyAnswers: GOOD_ANSWERS }),
    );
    expect((await kit.orderRow(orderId))?.state).toBe('DONE');
  });

  it('refuses answers that do not fit the questionnaire', async () => {
    const { key } = await kit.orderSent({ noVerification: true });
    const { refereeKey } = await kit.refereeAsked(key);
    expectRefused(
      await kit.post('/reference/send/surveyanswers', {
        key: refereeKey,
        surveyAnswers: [...GOOD_ANSWERS, {}],
      }),
      400,
      'Svaren passar inte frågebatteriet',
    );
    expectRefused(
      await kit.post('/reference/send/surveyanswers', {
        key: refereeKey,
        surveyAnswers: [{ optionIndex: 5 }, { sliderValue: 11 }, { freeText: 'Bra' }],
      }),
      400,
      'Svar saknas',
    );
  });
});

describe('a customer user of another customer', () => {
  it('cannot use the link calls with a token either', async () => {
    const stranger = await accessTokenFor(testApp, {
      email: 'annan.lr@annat.example',
      custNo: '1001',
      groups: ['ServiceReferenceCheck', 'RTOrderer'],
    });
    const { key } = await kit.orderSent({ noVerification: true });
    expect((await kit.post('/reference/send', { key }, stranger.token)).statusCode).toBe(403);
  });
});

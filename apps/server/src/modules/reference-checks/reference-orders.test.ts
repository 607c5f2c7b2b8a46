import {
  groupsUnder,
  ReferenceOrderBundle,
  ReferenceOrderView,
  ReferenceView,
  shortId,
} from '@granska/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../platform/testing/test-app';
import { auditLog } from '../audit/audit.schema';
import { listOutbox } from '../notifications/notifications.service';
import { referenceTestKit } from './customer-routes.test-support';
import { rtOrders, rtReferences, rtSurveys } from './reference-checks.schema';
import { REFERENCE_LINK_CATEGORIES } from './reference-links';

const testApp = testAppForFile();
const kit = referenceTestKit(testApp, 'ord');

const orderRow = async (id: string) =>
  (await testApp.database.db.select().from(rtOrders).where(eq(rtOrders.id, id)))[0];

const mailsTo = (recipient: string, category?: string) =>
  listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
    limit: 50,
    recipient,
    ...(category ? { category } : {}),
  });

describe('drafts', () => {
  it('saves a draft (CREATED, its log entry, the audit row) with the candidate encrypted', async () => {
    const world = await kit.world();
    const candidate = kit.candidate({ name: 'Ylva Ytterström', email: 'ylva.y@kandidat.example' });
    const draft = await world.draft({ candidateInfo: candidate });
    expect(draft).toMatchObject({
      state: 'CREATED',
      customerId: world.customerId,
      customerOrderer: world.orderer.userId,
      customerRecipients: [world.recipient.userId],
      company: 'Rekryteringsbolaget AB',
      minReferences: 1,
      maxReferences: 3,
      noVerification: false,
      orderDate: null,
      archived: null,
    });
    expect(draft.stateLog?.map((entry) => entry.state)).toEqual(['CREATED']);
    expect(draft.candidateInfo).toBeUndefined();
    const [audit] = await kit.auditRows('reference-order.create', draft.id);
    expect(audit).toMatchObject({ actorId: world.orderer.userId, entity: 'reference-order' });
    expect(JSON.stringify(audit?.details)).not.toContain('Ylva');

    const raw = JSON.stringify(
      await testApp.database.db.select().from(rtOrders).where(eq(rtOrders.id, draft.id)),
    );
    for (const value of [candidate.name, 'Ytterström', candidate.email, candidate.phone, candidate.ssn]) {
      expect(raw).not.toContain(value);
    }
    const decrypted = (await kit.ok('/order/decrypt', world.orderer.token, { id: draft.id }))[0];
    expect(decrypted).toMatchObject({ candidateInfo: candidate });
  });

  it('checks only the counts of a draft (spec §5 messages, in order); the rest waits for sending', async () => {
    const world = await kit.world();
    const save = (overrides: Record<string, unknown>) =>
      kit.refused('/order', 400, world.orderer.token, overrides);
    expect(await save({ minReferences: 0, maxReferences: 11 })).toBe('Min antal referenser ogiltigt');
    expect(await save({ minReferences: 1, maxReferences: 11 })).toBe('Max antal referenser ogiltigt');
    expect(await save({ minReferences: 4, maxReferences: 3 })).toBe('Min/max antal referenser ogiltigt');
    const empty = await kit.saveOrder(world.orderer.token, {});
    expect(empty).toMatchObject({ state: 'CREATED', minReferences: 1, maxReferences: 5 });
    expect(await kit.refused('/order', 400, world.orderer.token, { customerRecipients: ['nobody'] })).toBe(
      'Mottagaren kunde inte hittas',
    );
    // A recipient must be an RTRecipient of the customer.
    expect(
      await kit.refused('/order', 400, world.orderer.token, {
        customerRecipients: [world.orderer.userId, 'x'],
      }),
    ).toBe('Mottagaren kunde inte hittas');
    const other = await kit.world();
    await kit.refused('/order', 400, world.orderer.token, { customerRecipients: [other.recipient.userId] });
    await kit.refused('/order', 404, world.orderer.token, { surveyId: other.template.id });
  });

  it('saves a draft again, field by field, and refuses one that was sent', async () => {
    const world = await kit.world();
    const draft = await world.draft();
    const changed = await kit.saveOrder(world.orderer.token, {
      id: draft.id,
      position: 'Controller',
      company: '',
    });
    expect(changed).toMatchObject({
      id: draft.id,
      position: 'Controller',
      customerRecipients: [world.recipient.userId],
    });
    expect(changed.company).toBeUndefined();
    const [update] = await kit.auditRows('reference-order.update', draft.id);
    expect([...((update?.details as { fields?: string[] } | undefined)?.fields ?? [])].sort()).toEqual([
      'company',
      'position',
    ]);
    const sent = await world.sent();
    expect(await kit.refused('/order', 409, world.orderer.token, { id: sent.id, position: 'X' })).toBe(
      'Beställningen är redan skickad och kan inte ändras',
    );
    // Another orderer of the customer does not see the draft.
    const colleague = await kit.user(world.custNo, ['ServiceReferenceCheck', 'RTOrderer']);
    await kit.refused('/order', 404, colleague.token, { id: draft.id, position: 'X' });
  });
});

describe('sending', () => {
  it('validates in the order of spec §5 before anything is sent', async () => {
    const world = await kit.world();
    const { id } = await kit.saveOrder(world.orderer.token, { candidateInfo: {} });
    const send = () => kit.refused('/order/send', 400, world.orderer.token, { id });
    const update = (fields: Record<string, unknown>) => kit.saveOrder(world.orderer.token, { id, ...fields });
    expect(await send()).toBe('Bolagsnamn saknas');
    await update({ company: 'Bolaget AB' });
    expect(await send()).toBe('Tjänst saknas');
    await update({ position: 'Säljare' });
    expect(await send()).toBe('Frågebatteri saknas');
    await update({ surveyId: world.template.id });
    expect(await send()).toBe('Mottagare saknas');
    await update({ customerRecipients: [world.recipient.userId] });
    expect(await send()).toBe('Namn saknas');
    await update({ candidateInfo: { name: 'Kim Kandidat' } });
    expect(await send()).toBe('Email saknas');
    await update({ candidateInfo: { name: 'Kim Kandidat', email: 'kim@kandidat.example' } });
    expect(await send()).toBe('Telefonnummer ogiltigt');
    await update({
      candidateInfo: {
        name: 'Kim Kandidat',
        email: 'kim@kandidat.example',
        phone: '+46701740605',
        ssn: '19850412-2399',
      },
    });
    expect(await send()).toBe('Personnummer ogiltigt');
    expect((await orderRow(id))?.state).toBe('CREATED');
    expect(await mailsTo('kim@kandidat.example')).toEqual([]);
  });

  it("sends a draft: ORDERED with its date, the questionnaire the order's own, the candidate's link by e-mail and SMS", async () => {
    const world = await kit.world();
    const candidate = kit.candidate({ name: 'Selma Sändare', email: 'selma.s@kandidat.example' });
    const draft = await world.draft({ candidateInfo: candidate });
    const sent = ReferenceOrderView.parse(
      (await kit.ok('/order/send', world.orderer.token, { id: draft.id }))[0],
    );
    expect(sent.state).toBe('ORDERED');
    expect(sent.stateLog?.map((entry) => entry.state)).toEqual(['CREATED', 'ORDERED']);
    expect(sent.orderDate).toBe(sent.stateLog?.[1]?.time);
    expect(sent.surveyId).not.toBe(world.template.id);
    const [copy] = await testApp.database.db
      .select()
      .from(rtSurveys)
      .where(eq(rtSurveys.id, sent.surveyId as string));
    expect(copy).toMatchObject({ classType: 'Survey', orderId: draft.id, title: world.template.title });
    expect((await orderRow(draft.id))?.keyHash).toMatch(/^[0-9a-f]{64}$/);

    const mails = await mailsTo(candidate.email, REFERENCE_LINK_CATEGORIES.candidateRequest);
    expect(mails).toHaveLength(1);
    const sms = await mailsTo(candidate.phone, REFERENCE_LINK_CATEGORIES.candidateRequest);
    expect(sms.length).toBeGreaterThan(0);
    for (const message of [...mails, ...sms]) {
      expect(message.body).toContain('/cre/candidate/');
      expect(message.body).toContain('Rekryteringsbolaget AB');
      for (const personal of ['Selma', 'Sändare', candidate.ssn, '198504122394']) {
        expect(`${message.subject ?? ''} ${message.body}`).not.toContain(personal);
      }
    }
    expect((await kit.auditRows('reference-order.send', draft.id))[0]).toMatchObject({
      actorId: world.orderer.userId,
    });
  });

  it("keeps a hidden company out of the candidate's message", async () => {
    const world = await kit.world();
    const candidate = kit.candidate({ email: 'dold@kandidat.example' });
    await world.sent({ candidateInfo: candidate, companyHidden: true });
    const [mail] = await mailsTo(candidate.email, REFERENCE_LINK_CATEGORIES.candidateRequest);
    expect(mail?.body).not.toContain('Rekryteringsbolaget');
    expect(mail?.body).toContain('En arbetsgivare');
  });

  it('refuses a verification method the customer does not allow', async () => {
    const world = await kit.world();
    const admin = await kit.user(world.custNo, ['CustomerAdmin']);
    await kit.ok('/customer/settings', admin.token, {
      defaultMinReferences: 1,
      defaultMaxReferences: 5,
      bankIdVerification: true,
      noVerification: false,
    });
    const draft = await world.draft({ noVerification: true });
    expect(await kit.refused('/order/send', 400, world.orderer.token, { id: draft.id })).toBe(
      'Kunden tillåter inte den valda verifieringsmetoden',
    );
  });

  it('reminds by hand: the candidate while it waits for them, each pending referee after; a new link each time', async () => {
    const world = await kit.world();
    const candidate = kit.candidate({ email: 'paminn@kandidat.example' });
    const order = await world.sent({ candidateInfo: candidate });
    const firstKey = (await orderRow(order.id))?.keyHash;
    await kit.ok('/order/send', world.orderer.token, { id: order.id });
    expect((await orderRow(order.id))?.keyHash).not.toBe(firstKey);
    const reminders = await mailsTo(candidate.email, REFERENCE_LINK_CATEGORIES.candidateReminder);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.body).toContain('/cre/candidate/');
    expect((await kit.auditRows('reference-order.remind', order.id))[0]?.details).toMatchObject({
      to: 'candidate',
    });

    await kit.setOrderState(order.id, 'SURVEYING');
    const pending = await kit.insertReferee(
      { id: order.id, customerId: world.customerId },
      { name: 'Petra Påminnelse', email: 'petra@referens.example', phone: '+46701740611' },
    );
    await kit.insertReferee(
      { id: order.id, customerId: world.customerId },
      { state: 'DONE', email: 'klar@referens.example', answers: [] },
    );
    await kit.ok('/order/send', world.orderer.token, { id: order.id });
    const refereeMails = await mailsTo('petra@referens.example', REFERENCE_LINK_CATEGORIES.refereeReminder);
    expect(refereeMails).toHaveLength(1);
    expect(refereeMails[0]?.body).toContain('/cre/referee/');
    expect(refereeMails[0]?.body).not.toContain('Petra');
    expect(await mailsTo('klar@referens.example')).toEqual([]);
    const [row] = await testApp.database.db.select().from(rtReferences).where(eq(rtReferences.id, pending));
    expect(row?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await kit.auditRows('reference-order.remind', order.id))[0]?.details).toMatchObject({
      to: 'referees',
      referenceIds: [pending],
    });

    await kit.setOrderState(order.id, 'DONE');
    expect(await kit.refused('/order/send', 409, world.orderer.token, { id: order.id })).toBe(
      'Beställningen är klar och väntar inte på någon',
    );
  });
});

describe('deleting and archiving', () => {
  it('lets an orderer delete its own drafts only; RTDelete deletes any order of the customer', async () => {
    const world = await kit.world();
    const deleter = await kit.user(world.custNo, ['ServiceReferenceCheck', 'RTDelete']);
    const draft = await world.draft();
    await kit.ok('/order/delete', world.orderer.token, { id: draft.id });
    expect(await orderRow(draft.id)).toBeUndefined();
    expect(await kit.auditRows('reference-order.delete', draft.id)).toHaveLength(1);

    const sent = await world.sent();
    expect(await kit.refused('/order/delete', 403, world.orderer.token, { id: sent.id })).toBe(
      'Du kan bara radera dina egna sparade beställningar',
    );
    const referee = await kit.insertReferee({ id: sent.id, customerId: world.customerId });
    await kit.ok('/order/delete', deleter.token, { id: sent.id });
    expect(await orderRow(sent.id)).toBeUndefined();
    expect(await testApp.database.db.select().from(rtReferences).where(eq(rtReferences.id, referee))).toEqual(
      [],
    );
    expect(await testApp.database.db.select().from(rtSurveys).where(eq(rtSurveys.orderId, sent.id))).toEqual(
      [],
    );

    const other = await kit.world();
    const foreign = await other.draft();
    await kit.refused('/order/delete', 404, deleter.token, { id: foreign.id });
  });

  it('archives finished orders only, once, for RTDelete', async () => {
    const world = await kit.world();
    const deleter = await kit.user(world.custNo, ['ServiceReferenceCheck', 'RTDelete']);
    const order = await world.sent();
    expect(await kit.refused('/order/archive', 409, deleter.token, { id: order.id })).toBe(
      'Bara klara beställningar (Rapport klar eller timeout) kan arkiveras',
    );
    await kit.refused('/order/archive', 403, world.orderer.token, { id: order.id });
    await kit.setOrderState(order.id, 'TIMEOUT');
    const archived = ReferenceOrderView.parse(
      (await kit.ok('/order/archive', deleter.token, { id: order.id }))[0],
    );
    expect(archived.archived).not.toBeNull();
    expect(await kit.refused('/order/archive', 409, deleter.token, { id: order.id })).toBe(
      'Beställningen är redan arkiverad',
    );
    expect(await kit.auditRows('reference-order.archive', order.id)).toHaveLength(1);
  });
});

describe('the list', () => {
  it('groups orders as spec §4 does, newest first, with paging', async () => {
    const world = await kit.world();
    const saved = [await world.draft(), await world.draft()];
    const pending = [await world.sent(), await world.sent()];
    await kit.setOrderState(pending[1]?.id as string, 'SURVEYING');
    const done = [await world.sent(), await world.sent()];
    await kit.setOrderState(done[0]?.id as string, 'DONE');
    await kit.setOrderState(done[1]?.id as string, 'TIMEOUT');

    const page = async (group: string, extra: Record<string, unknown> = {}) => {
      const response = await kit.call('/order/list', {
        token: world.orderer.token,
        body: { group, ...extra },
      });
      expect(response.statusCode, response.body).toBe(200);
      const envelope = response.json();
      return {
        ids: envelope.result.map((bundle: unknown) => ReferenceOrderBundle.parse(bundle).order.id),
        paging: envelope.paging,
      };
    };
    expect((await page('saved')).ids).toEqual([saved[1]?.id, saved[0]?.id]);
    expect((await page('pending')).ids).toEqual([pending[1]?.id, pending[0]?.id]);
    expect((await page('done')).ids).toEqual([done[1]?.id, done[0]?.id]);
    expect((await page('done', { size: 1, page: 1 })).ids).toEqual([done[0]?.id]);
    expect((await page('done', { size: 1 })).paging).toEqual({ page: 0, size: 1, total: 2 });
  });

  it('searches by id prefix, candidate name and position', async () => {
    const world = await kit.world();
    const anna = await world.draft({
      candidateInfo: kit.candidate({ name: 'Anna Sökbar' }),
      position: 'Lagerchef',
    });
    const bo = await world.draft({
      candidateInfo: kit.candidate({ name: 'Bo Annorlunda' }),
      position: 'Kock',
    });
    const search = async (text: string) =>
      (await kit.ok('/order/list', world.orderer.token, { group: 'saved', search: text })).map(
        (bundle) => ReferenceOrderBundle.parse(bundle).order.id,
      );
    expect(await search('sökbar')).toEqual([anna.id]);
    expect(await search('ANN')).toEqual([bo.id, anna.id]);
    expect(await search('lagerch')).toEqual([anna.id]);
    expect(await search(shortId(bo.id))).toEqual([bo.id]);
    expect(await search(bo.id.slice(0, 6))).toEqual([bo.id]);
    expect(await search('finns inte')).toEqual([]);
    expect(await search('%')).toEqual([]);
  });

  it('shows each caller the orders it may see', async () => {
    const world = await kit.world();
    const colleague = await kit.user(world.custNo, ['ServiceReferenceCheck', 'RTOrderer']);
    const reportReader = await kit.user(world.custNo, ['ServiceReferenceCheck', 'RTDownloadReport']);
    const creator = await kit.user(world.custNo, ['ServiceReferenceCheck', 'RTQuestionnaireCreator']);
    const superuser = await kit.user(world.custNo, ['CustomerSuperuser', 'RTRecipient']);
    const mine = await world.sent();
    const unreceived = await world.sent({ customerRecipients: [world.orderer.userId] });
    const finished = await world.sent();
    await kit.setOrderState(finished.id, 'DONE');
    const other = await kit.world();
    await other.sent();

    const ids = async (token: string, group: string) =>
      (await kit.ok('/order/list', token, { group })).map(
        (bundle) => ReferenceOrderBundle.parse(bundle).order.id,
      );
    expect(await ids(world.orderer.token, 'pending')).toEqual([unreceived.id, mine.id]);
    expect(await ids(world.recipient.token, 'pending')).toEqual([mine.id]);
    expect(await ids(colleague.token, 'pending')).toEqual([]);
    expect(await ids(reportReader.token, 'pending')).toEqual([]);
    expect(await ids(reportReader.token, 'done')).toEqual([finished.id]);
    expect(await ids(creator.token, 'pending')).toEqual([]);
    expect(await ids(superuser.token, 'pending')).toEqual([unreceived.id, mine.id]);

    await kit.refused('/order/populate', 404, colleague.token, { id: mine.id });
    await kit.refused('/order/populate', 404, (await kit.user(other.custNo, ['RTOrderer'])).token, {
      id: mine.id,
    });
    await kit.ok('/order/populate', world.recipient.token, { id: mine.id });
  });
});

describe('reading an order', () => {
  it('answers the bundle without personal data', async () => {
    const world = await kit.world();
    const candidate = kit.candidate({ name: 'Hemlig Person', email: 'hemlig@kandidat.example' });
    const order = await world.sent({ candidateInfo: candidate });
    await kit.setOrderState(order.id, 'SURVEYING');
    await kit.insertReferee(
      { id: order.id, customerId: world.customerId },
      {
        name: 'Rut Referent',
        email: 'rut@referens.example',
        state: 'DECLINED',
        declineReason: 'Känner inte personen',
      },
    );
    const response = await kit.call('/order/populate', {
      token: world.recipient.token,
      body: { id: order.id },
    });
    expect(response.statusCode).toBe(200);
    for (const personal of [
      'Hemlig',
      'hemlig@kandidat.example',
      candidate.phone,
      candidate.ssn,
      'Rut',
      'rut@referens',
      'Känner',
    ]) {
      expect(response.body).not.toContain(personal);
    }
    const bundle = ReferenceOrderBundle.parse(response.json().result[0]);
    expect(bundle.survey?.id).toBe(order.surveyId);
    expect(bundle.references).toHaveLength(1);
    expect(bundle.references[0]).toMatchObject({ state: 'DECLINED', orderId: order.id });
    expect(bundle.references[0]?.referenceInfo).toBeUndefined();
    expect(bundle.order.recipientEmails).toEqual([expect.stringMatching(/@/)]);
  });

  it("answers a link's key through the link view, and a request with neither caller nor key 401", async () => {
    const world = await kit.world();
    const order = await world.draft();
    const byKey = await kit.call('/order/populate', { body: { key: 'x'.repeat(43) } });
    expect(byKey.statusCode).toBe(404);
    await kit.refused('/order/populate', 401, undefined, { id: order.id });
    await kit.refused('/order/list', 401, undefined, {});
  });

  it('decrypts the candidate for those who see the order, with an audit row for each read', async () => {
    const world = await kit.world();
    const candidate = kit.candidate();
    const order = await world.sent({ candidateInfo: candidate });
    for (const token of [world.orderer.token, world.recipient.token]) {
      const [view] = await kit.ok('/order/decrypt', token, { id: order.id });
      expect(view).toMatchObject({ id: order.id, candidateInfo: candidate });
    }
    const rows = await kit.auditRows('reference-order.decrypt', order.id);
    expect(rows.map((row) => row.actorId)).toEqual([world.recipient.userId, world.orderer.userId]);
    expect(JSON.stringify(rows.map((row) => row.details))).not.toContain(candidate.email);

    const stranger = await kit.user((await kit.world()).custNo, ['ServiceReferenceCheck', 'RTOrderer']);
    await kit.refused('/order/decrypt', 404, stranger.token, { id: order.id });
    const refusedRows = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, stranger.userId), eq(auditLog.outcome, 'NOT_FOUND')));
    expect(refusedRows).toMatchObject([{ action: 'reference-order.decrypt', entityId: order.id }]);
    const creator = await kit.user(world.custNo, ['ServiceReferenceCheck', 'RTQuestionnaireCreator']);
    await kit.refused('/order/decrypt', 403, creator.token, { id: order.id });
  });

  it('reads the references without personal data, and decrypts them with an audit row', async () => {
    const world = await kit.world();
    const order = await world.sent();
    await kit.setOrderState(order.id, 'SURVEYING');
    const answered = await kit.insertReferee(
      { id: order.id, customerId: world.customerId },
      {
        name: 'Åsa Svarsson',
        email: 'asa@referens.example',
        phone: '+46701740610',
        state: 'DONE',
        answers: [
          { optionIndex: 2 },
          { optionIndex: -1, sliderValue: 8, freeText: 'Alltid i tid' },
          { optionIndex: -1, freeText: 'Hemligt svar' },
        ],
      },
    );
    const declined = await kit.insertReferee(
      { id: order.id, customerId: world.customerId },
      { name: 'Dan Nej', state: 'DECLINED', declineReason: 'Ingen tid' },
    );
    const listed = (await kit.ok('/reference/populate', world.recipient.token, { orderId: order.id })).map(
      (item) => ReferenceView.parse(item),
    );
    expect(listed.map((reference) => reference.id)).toEqual([answered, declined]);
    expect(JSON.stringify(listed)).not.toMatch(/Åsa|asa@|Hemligt|Ingen tid|Alltid/);
    const [one] = await kit.ok('/reference/populate', world.recipient.token, { id: declined });
    expect(one).toMatchObject({ id: declined, state: 'DECLINED' });

    const [clear] = await kit.ok('/reference/decrypt', world.orderer.token, { id: answered });
    expect(clear).toMatchObject({
      referenceInfo: { name: 'Åsa Svarsson', email: 'asa@referens.example', relationship: 'Chef' },
      surveyAnswers: [
        { optionIndex: 2 },
        { sliderValue: 8, freeText: 'Alltid i tid' },
        { freeText: 'Hemligt svar' },
      ],
    });
    const all = await kit.ok('/reference/decrypt', world.orderer.token, { orderId: order.id });
    expect(all[1]).toMatchObject({ declineReason: 'Ingen tid', referenceInfo: { name: 'Dan Nej' } });
    expect(await kit.auditRows('reference.decrypt', answered)).toHaveLength(1);
    expect((await kit.auditRows('reference.decrypt', order.id))[0]?.details).toEqual({
      referenceIds: [answered, declined],
    });

    const raw = JSON.stringify(
      await testApp.database.db.select().from(rtReferences).where(eq(rtReferences.orderId, order.id)),
    );
    for (const personal of [
      'Åsa',
      'Svarsson',
      'asa@referens.example',
      '+46701740610',
      'Alltid i tid',
      'Hemligt svar',
      'Ingen tid',
      'Dan Nej',
    ]) {
      expect(raw).not.toContain(personal);
    }

    const other = await kit.world();
    const stranger = await kit.user(other.custNo, ['ServiceReferenceCheck', 'RTOrderer']);
    await kit.refused('/reference/populate', 404, stranger.token, { id: answered });
    await kit.refused('/reference/decrypt', 404, stranger.token, { orderId: order.id });
    await kit.refused('/reference/decrypt', 401, undefined, { id: answered });
  });
});

describe('rights across roles', () => {
  it('lets each group call what its contract says, and no one without a token', async () => {
    const world = await kit.world();
    const order = await world.sent();
    const groupsOf: Record<string, number> = {};
    const calls: [string, unknown, string[]][] = [
      ['/order', {}, ['RTOrderer']],
      ['/order/send', { id: order.id }, ['RTOrderer']],
      ['/order/delete', { id: order.id }, ['RTOrderer', 'RTDelete']],
      ['/order/archive', { id: order.id }, ['RTDelete']],
      ['/order/decrypt', { id: order.id }, ['RTOrderer', 'RTRecipient', 'RTDownloadReport']],
      ['/order/pdf', { id: order.id }, ['RTDownloadReport']],
      ['/order/pdf/decrypted', { id: order.id }, ['RTDownloadReport']],
      ['/order/report', { id: order.id }, ['RTDownloadReport', 'RTOrderer', 'RTRecipient']],
      ['/order/signal/review', { orderId: order.id, signalId: 'x' }, ['RTOrderer']],
      ['/reference/decrypt', { orderId: order.id }, ['RTOrderer', 'RTRecipient', 'RTDownloadReport']],
      ['/survey/copy', { id: world.template.id }, ['RTOrderer', 'RTQuestionnaireCreator']],
    ];
    for (const group of groupsUnder('ServiceReferenceCheck')) {
      const caller = await kit.user(world.custNo, ['ServiceReferenceCheck', group]);
      for (const [url, body, allowed] of calls) {
        const response = await kit.call(url, { token: caller.token, body });
        if (allowed.includes(group)) {
          expect(response.statusCode, `${group} ${url}`).not.toBe(403);
          groupsOf[url] = (groupsOf[url] ?? 0) + 1;
        } else {
          expect(response.statusCode, `${group} ${url}`).toBe(403);
        }
      }
    }
    const staff = await kit.user(null, ['UserAdmin', 'Coordinator', 'Analyst']);
    const customerAdmin = await kit.user(world.custNo, ['CustomerAdmin']);
    for (const [url, body] of calls) {
      expect((await kit.call(url, { token: staff.token, body })).statusCode, url).toBe(403);
      expect((await kit.call(url, { token: customerAdmin.token, body })).statusCode, url).toBe(403);
      expect((await kit.call(url, { body })).statusCode, url).toBe(401);
    }
  });
});

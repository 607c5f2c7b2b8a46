import { FraudSignal, ReferenceOrderBundle, ReferenceReport } from '@granska/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../platform/testing/test-app';
import { referenceTestKit } from './customer-routes.test-support';
import { fraudSignalId, namesMatch } from './fraud-signals';
import { rtOrders } from './reference-checks.schema';
import { encryptCandidateSignature } from './reference-fields';

const testApp = testAppForFile();
const kit = referenceTestKit(testApp, 'frd');

const DAY_MS = 24 * 60 * 60 * 1000;

const signalsOf = async (token: string, id: string) =>
  ReferenceOrderBundle.parse((await kit.ok('/order/populate', token, { id }))[0]).fraudSignals;

/** A sent order waiting for its referees. */
const surveying = async (
  world: Awaited<ReturnType<typeof kit.world>>,
  overrides: Record<string, unknown> = {},
) => {
  const order = await world.sent(overrides);
  await kit.setOrderState(order.id, 'SURVEYING');
  return { ...order, target: { id: order.id, customerId: world.customerId } };
};

describe('namesMatch and ids', () => {
  it('takes a name BankID gave as the given one when every word of one is in the other', () => {
    expect(namesMatch('Anna Svensson', 'Anna Maria Svensson')).toBe(true);
    expect(namesMatch('anna-maria svensson', 'Anna Maria SVENSSON')).toBe(true);
    expect(namesMatch('Åsa Öberg', 'ÅSA ÖBERG')).toBe(true);
    expect(namesMatch('Anna Svensson', 'Bertil Svensson')).toBe(false);
    expect(namesMatch('Anna Svensson', 'Anna Karlsson')).toBe(false);
  });

  it('gives a signal the same id whatever the order of its parties, and another for another kind', () => {
    expect(fraudSignalId('SHARED_IP', ['a', 'b'])).toBe(fraudSignalId('SHARED_IP', ['b', 'a']));
    expect(fraudSignalId('SHARED_IP', ['a', 'b'])).not.toBe(fraudSignalId('SHARED_PHONE', ['a', 'b']));
  });
});

describe('fraud signals of an order', () => {
  it('finds referees sharing an address (warning), a phone or an e-mail (alert), and the candidate sharing one (alert)', async () => {
    const world = await kit.world();
    const order = await surveying(world);
    const first = await kit.insertReferee(order.target, {
      ip: '198.51.100.4',
      email: 'same@referens.example',
      phone: '+46701740620',
    });
    const second = await kit.insertReferee(order.target, {
      ip: '198.51.100.4',
      email: 'SAME@referens.example',
      phone: '+46701740621',
    });
    // The candidate's phone (kit.candidate) given as a referee's.
    const third = await kit.insertReferee(order.target, { phone: '+46701740605' });

    const signals = await signalsOf(world.orderer.token, order.id);
    const summary = signals.map(({ kind, severity, parties }) => ({ kind, severity, parties }));
    expect(summary).toEqual([
      { kind: 'SHARED_PHONE', severity: 'alert', parties: ['candidate', third] },
      { kind: 'SHARED_IP', severity: 'warning', parties: [first, second] },
      { kind: 'SHARED_EMAIL', severity: 'alert', parties: [first, second] },
    ]);
    for (const signal of signals) {
      expect(signal).toMatchObject({ reviewedBy: null, reviewedAt: null });
      expect(signal.id).toBe(fraudSignalId(signal.kind, signal.parties));
    }
    // The same signals on every read, in the list and the report too.
    expect(await signalsOf(world.orderer.token, order.id)).toEqual(signals);
    const listed = (await kit.ok('/order/list', world.orderer.token, { group: 'pending' })).map((bundle) =>
      ReferenceOrderBundle.parse(bundle),
    );
    expect(listed.find((bundle) => bundle.order.id === order.id)?.fraudSignals).toEqual(signals);
    const [report] = await kit.ok('/order/report', world.orderer.token, { id: order.id });
    expect(ReferenceReport.parse(report).fraudSignals).toEqual(signals);
  });

  it("finds the candidate answering from a referee's address", async () => {
    const world = await kit.world();
    const order = await surveying(world);
    await testApp.database.db
      .update(rtOrders)
      .set(encryptCandidateSignature(testApp.app.fieldCrypto, order.id, { ip: '203.0.113.9' }))
      .where(eq(rtOrders.id, order.id));
    const referee = await kit.insertReferee(order.target, { ip: '203.0.113.9' });
    expect(await signalsOf(world.orderer.token, order.id)).toMatchObject([
      { kind: 'SHARED_IP', severity: 'alert', parties: ['candidate', referee] },
    ]);
  });

  it('finds a referee given for another candidate of the customer within 90 days, not later nor at another customer', async () => {
    const world = await kit.world();
    const earlier = await surveying(world);
    const older = await surveying(world);
    const order = await surveying(world);
    const reused = await kit.insertReferee(earlier.target, {
      phone: '+46701740630',
      created: new Date(Date.now() - 30 * DAY_MS),
    });
    await kit.insertReferee(older.target, {
      email: 'gammal@referens.example',
      created: new Date(Date.now() - 120 * DAY_MS),
    });
    const other = await kit.world();
    const foreign = await surveying(other);
    await kit.insertReferee(foreign.target, { email: 'annan@referens.example' });

    const mine = await kit.insertReferee(order.target, { phone: '+46701740630' });
    await kit.insertReferee(order.target, { email: 'gammal@referens.example' });
    await kit.insertReferee(order.target, { email: 'annan@referens.example' });

    expect(await signalsOf(world.orderer.token, order.id)).toMatchObject([
      { kind: 'REFEREE_REUSED', severity: 'warning', parties: [mine, reused] },
    ]);
    // The earlier order shows it too, from its side.
    expect(await signalsOf(world.orderer.token, earlier.id)).toMatchObject([
      { kind: 'REFEREE_REUSED', parties: [reused, mine] },
    ]);
  });

  it('finds a BankID name that differs from the name given, for the candidate and for a referee', async () => {
    const world = await kit.world();
    const order = await surveying(world, { candidateInfo: kit.candidate({ name: 'Karin Kandidat' }) });
    await testApp.database.db
      .update(rtOrders)
      .set(encryptCandidateSignature(testApp.app.fieldCrypto, order.id, { signedName: 'Lena Larsson' }))
      .where(eq(rtOrders.id, order.id));
    const honest = await kit.insertReferee(order.target, {
      name: 'Per Olsson',
      signedName: 'Per Erik Olsson',
    });
    const other = await kit.insertReferee(order.target, { name: 'Per Olsson', signedName: 'Maja Månsson' });
    const signals = await signalsOf(world.orderer.token, order.id);
    expect(signals).toMatchObject([
      { kind: 'SIGNED_NAME_DIFFERS', severity: 'alert', parties: ['candidate'] },
      { kind: 'SIGNED_NAME_DIFFERS', severity: 'alert', parties: [other] },
    ]);
    expect(JSON.stringify(signals)).not.toMatch(/Lena|Karin|Maja|Per/);
    expect(signals.some((signal) => signal.parties.includes(honest))).toBe(false);
  });
});

describe('reviewing a signal', () => {
  it('marks it reviewed by the orderer, with when; a second review keeps the first', async () => {
    const world = await kit.world();
    const order = await surveying(world);
    await kit.insertReferee(order.target, { ip: '192.0.2.44' });
    await kit.insertReferee(order.target, { ip: '192.0.2.44' });
    const [signal] = await signalsOf(world.orderer.token, order.id);
    if (!signal) throw new Error('no signal');

    const reviewed = FraudSignal.parse(
      (
        await kit.ok('/order/signal/review', world.orderer.token, { orderId: order.id, signalId: signal.id })
      )[0],
    );
    expect(reviewed).toMatchObject({
      id: signal.id,
      reviewedBy: expect.stringMatching(/^user\d+@frd\.example$/),
    });
    expect(reviewed.reviewedAt).not.toBeNull();
    expect((await signalsOf(world.recipient.token, order.id))[0]).toEqual(reviewed);
    const [audit] = await kit.auditRows('fraud-signal.review', order.id);
    expect(audit).toMatchObject({
      actorId: world.orderer.userId,
      details: { signalId: signal.id, kind: 'SHARED_IP' },
    });

    const colleague = await kit.user(world.custNo, [
      'ServiceReferenceCheck',
      'RTOrderer',
      'CustomerSuperuser',
    ]);
    const again = (
      await kit.ok('/order/signal/review', colleague.token, { orderId: order.id, signalId: signal.id })
    )[0];
    expect(again).toEqual(reviewed);
    expect(await kit.auditRows('fraud-signal.review', order.id)).toHaveLength(1);
  });

  it("refuses an unknown signal, another customer's order and callers who are no orderers", async () => {
    const world = await kit.world();
    const order = await surveying(world);
    await kit.insertReferee(order.target, { ip: '192.0.2.45' });
    await kit.insertReferee(order.target, { ip: '192.0.2.45' });
    const [signal] = await signalsOf(world.orderer.token, order.id);
    const body = { orderId: order.id, signalId: signal?.id };
    expect(
      await kit.refused('/order/signal/review', 404, world.orderer.token, { ...body, signalId: 'okand' }),
    ).toBe('Signalen kunde inte hittas');
    await kit.refused('/order/signal/review', 403, world.recipient.token, body);
    const stranger = await kit.user((await kit.world()).custNo, ['ServiceReferenceCheck', 'RTOrderer']);
    await kit.refused('/order/signal/review', 404, stranger.token, body);
    await kit.refused('/order/signal/review', 401, undefined, body);
  });
});

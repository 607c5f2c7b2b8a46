import { eq } from 'drizzle-orm';
import type { AuditSamples, AuditWalkWorld } from '../../platform/testing/audit-walk';
import { bankIdDigits, listenForBankId, personalNumber } from '../../platform/testing/consent-kit';
import type { TestApp } from '../../platform/testing/test-app';
import { GOOD_ANSWERS, type LinkTestKit, linkTestKit } from './link-kit.test-support';
import { rtOrders } from './reference-checks.schema';

// One kit per app: a customer of its own with an orderer; people numbered far from other samples'.
const kits = new WeakMap<TestApp, LinkTestKit>();
let people = 850;

const kitOf = async (world: AuditWalkWorld): Promise<LinkTestKit> => {
  await listenForBankId(world.testApp);
  let kit = kits.get(world.testApp);
  if (!kit) {
    kit = await linkTestKit(world.testApp, 'walk');
    kits.set(world.testApp, kit);
  }
  return kit;
};

/** A referee who got their link: the candidate (identified when the order needs it) nominated and sent. */
const refereeAsked = async (world: AuditWalkWorld, noVerification: boolean) => {
  const kit = await kitOf(world);
  const { key, orderId } = await kit.orderSent({ noVerification });
  if (!noVerification) {
    await world.testApp.database.db
      .update(rtOrders)
      .set({ candidateVerified: new Date() })
      .where(eq(rtOrders.id, orderId));
  }
  const { refereeKey } = await kit.refereeAsked(key);
  return { kit, key: refereeKey };
};

export const samples: AuditSamples = {
  'POST /candidate': async (world) => {
    const { key } = await (await kitOf(world)).orderSent({ noVerification: true });
    return { body: { key } };
  },
  'POST /candidate/auth': async (world) => {
    people += 1;
    const { key } = await (await kitOf(world)).orderSent({ ssn: personalNumber(people) });
    return { body: { key } };
  },
  'POST /reference': async (world) => {
    const kit = await kitOf(world);
    const { key } = await kit.orderSent({ noVerification: true });
    return { body: { key, referenceInfo: kit.referee() } };
  },
  'POST /reference/delete': async (world) => {
    const kit = await kitOf(world);
    const { key } = await kit.orderSent({ noVerification: true });
    const nominated = await kit.nominate(key, kit.referee());
    return { body: { key, id: nominated.id } };
  },
  'POST /reference/send': async (world) => {
    const kit = await kitOf(world);
    const { key } = await kit.orderSent({ noVerification: true });
    await kit.nominate(key, kit.referee());
    return { body: { key } };
  },
  'POST /reference/verify': async (world) => ({ body: { key: (await refereeAsked(world, false)).key } }),
  'POST /reference/send/surveyanswers': async (world) => ({
    body: { key: (await refereeAsked(world, true)).key, surveyAnswers: GOOD_ANSWERS },
  }),
  'POST /reference/sign': async (world) => {
    const { kit, key } = await refereeAsked(world, false);
    people += 1;
    await kit.withBankId('/reference/verify', { key }, bankIdDigits(personalNumber(people)));
    await kit.post('/reference/send/surveyanswers', { key, surveyAnswers: GOOD_ANSWERS });
    return { body: { key } };
  },
  'POST /reference/decline': async (world) => ({
    body: { key: (await refereeAsked(world, true)).key, declineReason: 'Känner inte kandidaten' },
  }),
  'POST /poll': async (world) => {
    const kit = await kitOf(world);
    people += 1;
    const ssn = personalNumber(people);
    const { key } = await kit.orderSent({ ssn });
    const started = kit.startOf(await kit.post('/candidate/auth', { key }));
    // The local BankID server's tester approves as the candidate: the walk's poll completes it.
    await kit.approve(await kit.bankIdOrderRefOf(started.pollID), bankIdDigits(ssn));
    return { body: { key, id: started.pollID } };
  },
};

import type { PsOrderRequest } from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Transaction } from '../../platform/db/database';
import type { Caller } from '../../platform/http/caller';
import { createPsOrder } from '../orders';
import { answerDemoConsent, approveDemoReport, type DemoOrdersConfig } from './demo-orders';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far a demo SÄK order goes: sent, its consent answered, its report released, or scheduled. */
type PsDemoStage = 'sent' | 'accept' | 'decline' | 'approved' | 'scheduled';

/** The demo SÄK orders, each for one card of the demo register (by its index), in every state it can be. */
const DEMO_PS_ORDERS: readonly { card: number; stage: PsDemoStage; request: PsOrderRequest }[] = [
  { card: 1, stage: 'sent', request: { service: 'SECURITY_SCREENING_BASIC', customerRecipients: [] } },
  {
    card: 2,
    stage: 'accept',
    request: { service: 'SECURITY_SCREENING', interviewType: 'DIGITAL', customerRecipients: [] },
  },
  { card: 3, stage: 'approved', request: { service: 'SECURITY_SCREENING_BASIC', customerRecipients: [] } },
  { card: 4, stage: 'decline', request: { service: 'SECURITY_SCREENING', customerRecipients: [] } },
  { card: 5, stage: 'sent', request: { service: 'SECURITY_CLEARANCE', customerRecipients: [] } },
  { card: 6, stage: 'scheduled', request: { service: 'SECURITY_CLEARANCE', customerRecipients: [] } },
];

/**
 * The demo register's orders, placed by the demo security manager through the orders service a few days
 * ago and taken as far as their stage with the consent module's own steps; a scheduled clearance starts
 * in two weeks once approved. `cards` are the register's new card ids, in DEMO_REGISTER's order.
 */
export const seedDemoPsOrders = async (
  tx: Transaction,
  deps: { crypto: FieldCrypto; config: DemoOrdersConfig; now: Date },
  caller: Caller,
  cards: readonly string[],
): Promise<number> => {
  const { crypto, config, now } = deps;
  const orderedAt = new Date(now.getTime() - 3 * DAY_MS);
  const answeredAt = new Date(
    orderedAt.getTime() + Math.min(DAY_MS, (config.consentTimeoutDays * DAY_MS) / 2),
  );
  const ordersDeps = {
    db: tx,
    crypto,
    publicUrl: config.publicUrl,
    consentTimeoutDays: config.consentTimeoutDays,
    appEnv: config.appEnv,
  };
  let placed = 0;
  for (const demo of DEMO_PS_ORDERS) {
    const personId = cards[demo.card];
    if (!personId) continue;
    const request =
      demo.stage === 'scheduled'
        ? { ...demo.request, activationTime: new Date(now.getTime() + 14 * DAY_MS).toISOString() }
        : demo.request;
    const order = await createPsOrder(ordersDeps, { caller, ip: null, now: orderedAt }, personId, request);
    placed += 1;
    const job = order.jobs[0];
    const consentId = job?.consents[0]?.id;
    if (!job || !consentId || demo.stage === 'sent' || demo.stage === 'scheduled') continue;
    await answerDemoConsent(tx, deps, consentId, demo.stage === 'decline' ? 'decline' : 'accept', answeredAt);
    if (demo.stage === 'approved')
      await approveDemoReport(tx, job.id, new Date(answeredAt.getTime() + DAY_MS));
  }
  return placed;
};

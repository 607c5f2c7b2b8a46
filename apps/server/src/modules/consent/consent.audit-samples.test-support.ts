import { BankIdStarted, okEnvelope } from '@granska/domain';
import { expect } from 'vitest';
import type { AuditSamples, AuditWalkWorld } from '../../platform/testing/audit-walk';
import { consentTestKit, listenForBankId } from '../../platform/testing/consent-kit';
import { finalizedJob } from '../../platform/testing/staff-kit';
import type { TestApp } from '../../platform/testing/test-app';
import { REPORT_APPROVAL_REQUEST_CATEGORY } from '../consent-links';
import { listOutbox } from '../notifications/notifications.service';

// One kit per app, so that every sample orders for a person of its own (BankID allows one order per
// person at a time); numbered far from the consent tests' people.
const kits = new WeakMap<TestApp, ReturnType<typeof consentTestKit>>();

/** A sent order's person with the consent link, the app listening for the local BankID server. */
const personAsked = async (world: AuditWalkWorld) => {
  await listenForBankId(world.testApp);
  let kit = kits.get(world.testApp);
  if (!kit) {
    kit = consentTestKit(world.testApp, { firstPerson: 700 });
    kits.set(world.testApp, kit);
  }
  return { kit, ...(await kit.orderSent()) };
};

export const samples: AuditSamples = {
  'POST /bankid/auth-queued': async (world) => {
    const { key } = await personAsked(world);
    return { body: { consentKey: key, answer: 'accept', restart: false } };
  },
  'POST /bankid/auth-result': async (world) => {
    const { kit, key, person } = await personAsked(world);
    const started = await kit.post('/api/bankid/auth-queued', { consentKey: key, answer: 'accept' });
    expect(started.statusCode, started.body).toBe(200);
    const { orderRef } = okEnvelope(BankIdStarted).parse(started.json()).result[0] as BankIdStarted;
    // The local BankID server's tester signs as the person the job names.
    const signed = await kit.post(`/dev/bankid/orders/${orderRef}/complete`, { personalNumber: person.SSN });
    expect(signed.statusCode, signed.body).toBe(200);
    return { body: { consentKey: key, orderRef } };
  },
  'POST /consent/report/comment': async (world) => {
    await finalizedJob(world);
    // The approval request just sent to the job's person (finalizedJob's jobs share one address).
    const [mail] = await listOutbox(world.testApp.database.db, world.testApp.app.fieldCrypto, {
      limit: 1,
      recipient: 'person@kandidat.example',
      category: REPORT_APPROVAL_REQUEST_CATEGORY,
    });
    const consentKey = mail?.body?.match(/\/external\/consent\/([A-Za-z0-9_-]+)/)?.[1];
    if (!consentKey) throw new Error('no report approval link');
    return { body: { consentKey, target: 'summary', text: 'Uppgiften om anställningen är fel.' } };
  },
};

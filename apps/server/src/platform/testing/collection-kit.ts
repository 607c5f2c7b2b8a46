import { OrderView, okEnvelope } from '@granska/domain';
import { expect } from 'vitest';
import { listOutbox } from '../../modules/notifications/notifications.service';
import { consentTestKit, personalNumber } from './consent-kit';
import type { TestApp } from './test-app';

/**
 * Jobs brought to ANALYSING the way production does it: the seeded orderer of customer 1002 orders and
 * sends, and the person accepts with BankID through the local BankID server (the app must listen).
 */
export const collectionTestKit = (testApp: TestApp) => {
  const consent = consentTestKit(testApp);
  let people = 500;

  const accept = async (consentKey: string, ssn: string) => {
    const started = await consent.post('/api/bankid/auth-queued', { consentKey, answer: 'accept' });
    expect(started.statusCode, started.body).toBe(200);
    const { orderRef } = started.json().result[0] as { orderRef: string };
    const approved = await consent.post(`/dev/bankid/orders/${orderRef}/complete`, { personalNumber: ssn });
    expect(approved.statusCode, approved.body).toBe(200);
    const collected = await consent.post('/api/bankid/auth-result', { consentKey, orderRef });
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json().result[0]).toMatchObject({
      status: 'complete',
      consent: { jobState: 'ANALYSING' },
    });
  };

  /** Orders one job with these fields, sends it and lets the person accept: the job is ANALYSING. */
  const analysingJob = async (service: string, job: Record<string, unknown> = {}) => {
    people += 1;
    const { token, userId } = await consent.ordererToken();
    const person = {
      name: `Inga Insamlingsson ${people}`,
      SSN: personalNumber(people),
      email: `inga${people}@kandidat.example`,
      phone: '+46701112244',
      position: 'Lagerchef',
    };
    const response = await consent.post(
      '/api/order',
      { service, jobs: [{ ...person, ...job }], customerRecipients: [userId], send: true },
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const order = okEnvelope(OrderView).parse(response.json()).result[0] as OrderView;
    const [mail] = await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
      limit: 1,
      recipient: person.email,
      category: 'consent-request',
    });
    const key = mail?.body?.match(/\/external\/consent\/([A-Za-z0-9_-]+)/)?.[1];
    if (!key) throw new Error('no consent link in the e-mail');
    await accept(key, person.SSN);
    const jobId = order.jobs[0]?.id;
    if (!jobId) throw new Error('order without job');
    return { jobId, orderId: order.id, person, ordererToken: token };
  };

  return { analysingJob };
};

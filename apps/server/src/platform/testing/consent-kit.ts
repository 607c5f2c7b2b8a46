import { BankIdStarted, luhnCheckDigit, OrderView, okEnvelope } from '@granska/domain';
import { expect } from 'vitest';
import { CONSENT_ANSWERED_CATEGORY } from '../../modules/consent-links';
import { openSession } from '../../modules/identity/identity-provider.service';
import { getUserByEmail } from '../../modules/identity/user-admin.service';
import { listOutbox } from '../../modules/notifications/notifications.service';
import type { TestApp } from './test-app';

/** The seeded orderer and recipient of demo customer 1002 (docs/decisions/demo-seed.md). */
export const ORDERER_EMAIL = 'bestallare@byggbevakning.example';
export const CUSTOMER_1002_NAME = 'Bygg & Bevakning i Norr AB';

/** A valid personal number YYYYMMDD-NNNN (Luhn check digit) for each serial, so tests never share one. */
export const personalNumber = (serial: number): string => {
  const date = '19850412';
  const birth = `${date.slice(2)}${String(serial % 1000).padStart(3, '0')}`;
  return `${date}-${birth.slice(6)}${luhnCheckDigit(birth)}`;
};

export const bankIdDigits = (ssn: string): string => ssn.replace('-', '');

/**
 * The consent flow calls this very server's local BankID server over HTTP (BANKID_URL unset), so the
 * test app must listen on a port.
 */
export const listenForBankId = async (testApp: TestApp): Promise<void> => {
  if (!testApp.app.server.listening) await testApp.app.listen({ port: 0, host: '127.0.0.1' });
};

/**
 * Helpers for the consent tests: the seeded orderer orders, the person answers through the link. The
 * people ordered for are numbered from `firstPerson` (their personal numbers and e-mail addresses), so
 * two kits of one app can keep apart.
 */
export const consentTestKit = (testApp: TestApp, { firstPerson = 1 }: { firstPerson?: number } = {}) => {
  const post = (url: string, body: unknown, token?: string) =>
    testApp.app.inject({
      method: 'POST',
      url,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      payload: body as object,
    });

  let orderer: { token: string; userId: string } | undefined;
  /** An access token of the seeded orderer, as a log-in would give. */
  const ordererToken = async () => {
    if (orderer) return orderer;
    const { provider } = testApp.app.identityRuntime;
    const user = await getUserByEmail(
      { db: provider.db, crypto: provider.crypto, userPoolId: provider.userPoolId },
      ORDERER_EMAIL,
    );
    if (!user) throw new Error('seeded orderer missing');
    const { AccessToken: accessToken } = await openSession(provider, user.userId);
    orderer = { token: accessToken, userId: user.userId };
    return orderer;
  };

  /** The key of the consent page's link in the last e-mail of this category to the recipient. */
  const linkKeyOf = async (recipient: string, category: string) => {
    const [mail] = await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
      limit: 1,
      recipient,
      category,
    });
    const key = mail?.body?.match(/\/external\/consent\/([A-Za-z0-9_-]+)/)?.[1];
    if (!key) throw new Error(`no ${category} link in the e-mail`);
    return key;
  };

  /** The e-mails the seeded orderer got about the person's answers to this order's consents. */
  const answeredMailsOf = async (orderId: string) =>
    (
      await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
        limit: 100,
        recipient: ORDERER_EMAIL,
        category: CONSENT_ANSWERED_CATEGORY,
      })
    ).filter((mail) => mail.body?.includes(orderId));

  /**
   * Orders and sends one job of this person as the seeded orderer (who is also the order's recipient)
   * and reads the consent key from the e-mail the person got.
   */
  const sendOrder = async (service: string, job: { email: string } & Record<string, unknown>) => {
    const { token, userId } = await ordererToken();
    const response = await post(
      '/api/order',
      { service, jobs: [job], customerRecipients: [userId], send: true },
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const order = okEnvelope(OrderView).parse(response.json()).result[0] as OrderView;
    const key = await linkKeyOf(job.email, 'consent-request');
    const orderedJob = order.jobs[0];
    if (!orderedJob?.id) throw new Error('order without job');
    return { order, job: orderedJob, jobId: orderedJob.id, key, ordererToken: token };
  };

  /** The person answers with BankID, the local BankID server's tester approving the order. */
  const signWithBankId = async (consentKey: string, answer: 'accept' | 'decline', ssn: string) => {
    const started = await post('/api/bankid/auth-queued', { consentKey, answer });
    expect(started.statusCode, started.body).toBe(200);
    const { orderRef } = okEnvelope(BankIdStarted).parse(started.json()).result[0] as BankIdStarted;
    const approved = await post(`/dev/bankid/orders/${orderRef}/complete`, { personalNumber: ssn });
    expect(approved.statusCode, approved.body).toBe(200);
    const collected = await post('/api/bankid/auth-result', { consentKey, orderRef });
    expect(collected.statusCode, collected.body).toBe(200);
    return collected;
  };

  /** The person accepts the job's consent with BankID: the job is ANALYSING. */
  const acceptWithBankId = async (consentKey: string, ssn: string) => {
    const collected = await signWithBankId(consentKey, 'accept', ssn);
    expect(collected.json().result[0]).toMatchObject({
      status: 'complete',
      consent: { jobState: 'ANALYSING' },
    });
  };

  let people = firstPerson - 1;
  /** Orders and sends a COWORKER check of one new person and reads the consent key the person got. */
  const orderSent = async () => {
    people += 1;
    const person = {
      name: `Sara Samtyckesson ${people}`,
      SSN: personalNumber(people),
      email: `sara${people}@kandidat.example`,
      phone: '+46701112233',
      position: 'Väktare',
    };
    const { order, job, key } = await sendOrder('COWORKER', person);
    return { order, job, person, key };
  };

  const populateOrder = async (id: string) => {
    const response = await post('/api/order/populate', { id }, (await ordererToken()).token);
    expect(response.statusCode, response.body).toBe(200);
    return OrderView.parse(response.json().result[0]);
  };

  return {
    post,
    ordererToken,
    sendOrder,
    linkKeyOf,
    answeredMailsOf,
    signWithBankId,
    acceptWithBankId,
    orderSent,
    populateOrder,
  };
};

import { ReferenceOrderBundle, Survey, validatePersonalNumber } from '@granska/domain';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../../platform/testing/test-app';
import { users } from '../identity/identity.schema';
import { openSession } from '../identity/identity-provider.service';
import { listOutbox } from '../notifications/notifications.service';
import { rtOrders, rtReferences } from '../reference-checks/reference-checks.schema';
import {
  DEMO_CUSTOMER_TEMPLATE,
  DEMO_PUBLIC_TEMPLATE,
  DEMO_REFERENCE_ORDERS,
  REFERENCE_DEMO_USER,
} from './demo-reference-orders';
import { seedDemo } from './seed';

const testApp = testAppForFile({ seed: true });
let token: string;

const call = async (url: string, body: unknown) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/ref${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload: body as object,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as unknown[];
};

const group = async (name: string) =>
  (await call('/order/list', { group: name, size: 100 })).map((bundle) => ReferenceOrderBundle.parse(bundle));

beforeAll(async () => {
  await seedDemo(testApp.database.db, testApp.config, { orders: true });
  const [user] = await testApp.database.db.select().from(users).where(eq(users.email, REFERENCE_DEMO_USER));
  if (!user) throw new Error('no demo reference user');
  token = (await openSession(testApp.app.identityRuntime.provider, user.id)).AccessToken;
});

describe('the demo reference checks', () => {
  it('give the demo user an order in every state, newest first in each group', async () => {
    expect((await group('saved')).map((bundle) => bundle.order.state)).toEqual(['CREATED']);
    expect((await group('pending')).map((bundle) => bundle.order.state).sort()).toEqual([
      'ORDERED',
      'SURVEYING',
    ]);
    const done = await group('done');
    expect(done.map((bundle) => bundle.order.state).sort()).toEqual(['DONE', 'DONE', 'TIMEOUT']);
    expect(done.filter((bundle) => bundle.order.archived !== null)).toHaveLength(1);
    for (const bundle of [...done, ...(await group('pending'))]) {
      expect(bundle.order.orderDate).not.toBeNull();
      expect(bundle.survey?.classType).toBe('Survey');
    }
  });

  it('have a finished order with one referee who answered and one who declined, from the same address', async () => {
    const finished = (await group('done')).find(
      (bundle) => bundle.order.state === 'DONE' && bundle.order.archived === null,
    );
    expect(finished?.references.map((reference) => reference.state)).toEqual(['DONE', 'DECLINED']);
    expect(finished?.fraudSignals).toMatchObject([{ kind: 'SHARED_IP', severity: 'warning' }]);
    const [report] = await call('/order/report', { id: finished?.order.id });
    expect(report).toMatchObject({ answered: 1, declined: 1 });
  });

  it('send the waiting candidate and referees their links', async () => {
    const crypto = testApp.app.fieldCrypto;
    const sent = DEMO_REFERENCE_ORDERS.find((demo) => demo.stage === 'sent');
    const [mail] = await listOutbox(testApp.database.db, crypto, {
      limit: 5,
      recipient: sent?.candidate.email ?? '',
      category: 'reference-candidate-request',
    });
    expect(mail?.body).toMatch(/\/cre\/candidate\/[\w-]+/);
    const waiting = DEMO_REFERENCE_ORDERS.find((demo) => demo.stage === 'surveying')?.referees?.[0];
    const [request] = await listOutbox(testApp.database.db, crypto, {
      limit: 5,
      recipient: waiting?.email ?? '',
      category: 'reference-referee-request',
    });
    expect(request?.body).toMatch(/\/cre\/referee\/[\w-]+/);
  });

  it("have the customer's template, a public one and the customer's settings", async () => {
    const templates = (await call('/survey/populate', { classType: 'SurveyTemplate' })).map((survey) =>
      Survey.parse(survey),
    );
    expect(templates.map((survey) => [survey.title, survey.publicSurvey])).toEqual([
      [DEMO_CUSTOMER_TEMPLATE, false],
      [DEMO_PUBLIC_TEMPLATE, true],
    ]);
    const [settings] = await call('/customer/settings/populate', {});
    expect(settings).toMatchObject({
      defaultMinReferences: 2,
      defaultMaxReferences: 4,
      urlPolicy: 'https://rekryteramera.example/integritetspolicy',
    });
  });

  it('add nothing on a second start', async () => {
    const counts = async () => ({
      orders: (await testApp.database.db.select({ total: count() }).from(rtOrders))[0]?.total,
      references: (await testApp.database.db.select({ total: count() }).from(rtReferences))[0]?.total,
      messages: (await listOutbox(testApp.database.db, testApp.app.fieldCrypto, { limit: 1000 })).length,
    });
    const before = await counts();
    expect(
      (await seedDemo(testApp.database.db, testApp.config, { orders: true })).referenceOrdersInserted,
    ).toBe(0);
    expect(await counts()).toEqual(before);
    expect(before.orders).toBe(DEMO_REFERENCE_ORDERS.length);
  });

  it('use valid personal numbers, each once', () => {
    const numbers = DEMO_REFERENCE_ORDERS.map((demo) => demo.candidate.ssn);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const number of numbers) expect(validatePersonalNumber(number), number).toBeNull();
  });
});

import { CreatedApiKey, OrderInitView, OrdersPage, OrderView, type PsConfig } from '@granska/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, type TestUser } from '../../platform/testing/factory';
import { testAppForFile } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { listOutbox } from '../notifications/notifications.service';
import { bkConsents, bkJobs } from './orders.schema';
import { DEMO_1001, DEMO_1002, ordersTestKit } from './orders.test-support';

const SSN = '19121212-1212';

const testApp = testAppForFile({ seed: true });
const kit = ordersTestKit(testApp, 'orders');
let users: Record<
  'admin' | 'orderer' | 'ordererNoService' | 'recipient' | 'customerAdmin' | 'otherOrderer' | 'otherOrderer2',
  TestUser
>;

beforeAll(async () => {
  users = {
    admin: await kit.user('admin', null, ['UserAdmin']),
    orderer: await kit.user('orderer', '1001', ['ServiceBackgroundCheck', 'BKOrderer', 'BKOrdererCoworker']),
    ordererNoService: await kit.user('plain', '1001', ['BKOrderer']),
    recipient: await kit.user('recipient', '1001', ['BKRecipient']),
    customerAdmin: await kit.user('kundadmin', '1001', ['CustomerAdmin']),
    otherOrderer: await kit.user('other', '1002', ['BKOrderer', 'BKOrdererCoworker']),
    otherOrderer2: await kit.user('other2', '1001', ['BKOrderer', 'BKOrdererCoworker']),
  };
});

const call = (
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; key?: string; body?: unknown; idempotencyKey?: string } = {},
) =>
  testApp.app.inject({
    method,
    url: `/api${url}`,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.key ? { 'x-api-key': options.key } : {}),
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });

const createKey = async (customerId: string) => {
  const response = await call('POST', '/customer/createapikey', {
    token: users.admin.token,
    body: { customerId, keyName: 'HR' },
  });
  expect(response.statusCode).toBe(200);
  return CreatedApiKey.parse(response.json().result[0]).key;
};

describe('POST /api/order', () => {
  it('saves a draft: jobs CREATED, person encrypted at rest, audited with ids only', async () => {
    const body = kit.orderBody({ customerRecipients: [users.recipient.userId] });
    const order = await kit.create({ token: users.orderer.token }, body);
    expect(order).toMatchObject({
      customerId: DEMO_1001,
      custNo: '1001',
      service: 'COWORKER',
      ordered: false,
      customerOrderer: users.orderer.userId,
      customerRecipients: [users.recipient.userId],
    });
    expect(order.jobs).toHaveLength(1);
    const [job] = order.jobs;
    expect(job).toMatchObject({ currState: 'CREATED', prevState: null, SSN, consents: [] });
    expect(job?.jobStateLog.map((entry) => entry.state)).toEqual(['CREATED']);

    const [row] = await testApp.database.db
      .select()
      .from(bkJobs)
      .where(eq(bkJobs.id, job?.id ?? ''));
    const raw = JSON.stringify(row);
    for (const plain of [SSN, '121212-1212', job?.name, job?.email, job?.phone]) {
      expect(raw).not.toContain(plain);
    }
    expect(row?.ssnIndex).toMatch(/^[0-9a-f]{64}$/);

    const audit = await listAudit(testApp.database.db, { entity: 'order', entityId: order.id });
    expect(audit.map((entry) => entry.action)).toEqual(['order.create']);
    expect(audit[0]?.actorId).toBe(users.orderer.userId);
    expect(JSON.stringify(audit)).not.toContain(job?.email ?? '');
  });

  it('sends: JobStart consent pending, PENDING_CONSENT via the state machine, e-mail and SMS queued', async () => {
    const email = 'skickad@kandidat.example';
    const order = await kit.create(
      { token: users.orderer.token },
      kit.orderBody({ send: true, jobs: [kit.person({ email })] }),
    );
    expect(order.ordered).toBe(true);
    const [job] = order.jobs;
    expect(job).toMatchObject({ currState: 'PENDING_CONSENT', prevState: 'CREATED' });
    expect(job?.jobStateLog.map((entry) => entry.state)).toEqual(['CREATED', 'PENDING_CONSENT']);
    expect(job?.consents).toEqual([
      expect.objectContaining({ consentType: 'JobStart', state: 'CsntPendingAnswer', time: null }),
    ]);

    const mails = await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
      limit: 10,
      recipient: email,
      category: 'consent-request',
    });
    expect(mails).toHaveLength(1);
    const link = (mails[0]?.body ?? '').match(/(http\S+\/external\/consent\/([A-Za-z0-9_-]{43}))/);
    expect(link?.[1]?.startsWith(testApp.config.publicUrl)).toBe(true);
    const sms = await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
      limit: 50,
      recipient: '+46701234567',
      category: 'consent-request',
    });
    const smsToPerson = sms.find(
      (message) => message.channel === 'sms' && (message.body ?? '').includes(link?.[2] ?? '?'),
    );
    expect(smsToPerson).toBeDefined();
    // Swedish first, then English; the customer's name, never the person's name or personal number.
    const body = mails[0]?.body ?? '';
    expect(body.indexOf('Hej!')).toBeLessThan(body.indexOf('Hello,'));
    expect(body).toContain('Demoföretaget AB');
    for (const text of [body, smsToPerson?.body ?? '']) {
      expect(text).not.toContain(job?.name);
      expect(text).not.toContain(job?.SSN);
    }
    // Only the key's hash is stored.
    const consents = await testApp.database.db
      .select()
      .from(bkConsents)
      .where(eq(bkConsents.jobId, job?.id ?? ''));
    expect(JSON.stringify(consents)).not.toContain(link?.[2]);
    const audit = await listAudit(testApp.database.db, { entity: 'order', entityId: order.id });
    expect(audit.map((entry) => entry.action)).toEqual(['order.send']);
  });

  it("answers 400 with the domain's messages for a bad person", async () => {
    for (const [overrides, message] of [
      [{ SSN: '19121212-1213' }, 'Personnummer ogiltigt'],
      [{ SSN: '191212121212' }, 'Personnummer ogiltigt'],
      [{ name: ' ' }, 'Namn saknas'],
      [{ email: '' }, 'Email saknas'],
      [{ phone: '0701234567' }, 'Telefonnummer ogiltigt'],
    ] as const) {
      const response = await call('POST', '/order', {
        token: users.orderer.token,
        body: kit.orderBody({ jobs: [kit.person(overrides)] }),
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ status: 'BAD_REQUEST', message });
    }
    const recipient = await call('POST', '/order', {
      token: users.orderer.token,
      body: kit.orderBody({ customerRecipients: [users.otherOrderer.userId] }),
    });
    expect(recipient.statusCode).toBe(400);
    // A user of the same customer who is no recipient (no BKRecipient) cannot be made one either.
    const notRecipient = await call('POST', '/order', {
      token: users.orderer.token,
      body: kit.orderBody({ customerRecipients: [users.orderer.userId] }),
    });
    expect(notRecipient.statusCode).toBe(400);
  });

  it('takes an SPI interview where the customer offers one, and only there', async () => {
    const settings = async () =>
      OrderInitView.parse(
        (await call('POST', '/order/init', { token: users.orderer.token })).json().result[0],
      ).interview;
    expect(await settings()).toEqual({ shown: true, sriPerformsInterview: true });
    const interview = { interviewType: 'PHYSICAL', spiDate: '2099-03-12' };
    const order = await kit.create(
      { token: users.orderer.token },
      kit.orderBody({ jobs: [kit.person(interview)], send: true }),
    );
    expect(order.jobs[0]?.interview).toEqual({
      spiType: 'PHYSICAL',
      sriPerformsInterview: true,
      spiDate: '2099-03-12',
    });
    // Spec §4: a customer-given SPI date puts the deadline on the working day before it.
    expect(order.jobs[0]?.deadline?.slice(0, 10)).toBe('2099-03-11');

    const dateOnly = await call('POST', '/order', {
      token: users.orderer.token,
      body: kit.orderBody({ jobs: [kit.person({ spiDate: '2099-03-12' })] }),
    });
    expect(dateOnly.statusCode).toBe(400);
    expect(dateOnly.json()).toMatchObject({
      message: 'Intervjutyp saknas',
      issues: [{ path: 'jobs.0.interviewType', message: 'Intervjutyp saknas' }],
    });

    await kit.updateCustomer(DEMO_1001, (data) => ({
      psConfig: { ...(data.psConfig as PsConfig), enableInterviewSettings: false },
    }));
    try {
      expect((await settings()).shown).toBe(false);
      const without = await kit.create(
        { token: users.orderer.token },
        kit.orderBody({ jobs: [kit.person(interview)] }),
      );
      expect(without.jobs[0]?.interview).toBeUndefined();
    } finally {
      await kit.updateCustomer(DEMO_1001, (data) => ({
        psConfig: { ...(data.psConfig as PsConfig), enableInterviewSettings: true },
      }));
    }
  });

  it("refuses a malformed e-mail ('str') with 'Ogiltig e-postadress' on the field, ordering nothing", async () => {
    const draftsBefore = await call('GET', '/orders?size=100', { token: users.orderer.token });
    const ids = (page: { json(): unknown }) => OrdersPage.parse(page.json()).result.map((order) => order.id);
    for (const email of ['str', 'anna@', 'anna@example', 'a@example.se, b@example.se']) {
      for (const send of [false, true]) {
        const response = await call('POST', '/order', {
          token: users.orderer.token,
          body: kit.orderBody({ jobs: [kit.person(), kit.person({ email })], send }),
        });
        expect(response.statusCode, email).toBe(400);
        expect(response.json(), email).toMatchObject({
          status: 'BAD_REQUEST',
          message: 'Ogiltig e-postadress',
          issues: [{ path: 'jobs.1.email', message: 'Ogiltig e-postadress' }],
        });
      }
    }
    const key = await createKey(DEMO_1001);
    const byKey = await call('POST', '/order', {
      key,
      body: kit.orderBody({ jobs: [kit.person({ email: 'str' })], send: true }),
      idempotencyKey: crypto.randomUUID(),
    });
    expect(byKey.statusCode).toBe(400);
    expect(byKey.json().message).toBe('Ogiltig e-postadress');
    const after = await call('GET', '/orders?size=100', { token: users.orderer.token });
    expect(ids(after)).toEqual(ids(draftsBefore));
    expect(
      await listOutbox(testApp.database.db, testApp.app.fieldCrypto, { limit: 10, recipient: 'str' }),
    ).toEqual([]);
  });

  it('refuses a service the caller may not order, a customer without background checks, and non-orderers', async () => {
    const noService = await call('POST', '/order', {
      token: users.ordererNoService.token,
      body: kit.orderBody(),
    });
    expect(noService.statusCode).toBe(403);
    expect(noService.json().message).toBe('Du saknar behörighet att beställa denna tjänst');
    const screening = await call('POST', '/order', {
      token: users.orderer.token,
      body: kit.orderBody({ service: 'SCREENING' }),
    });
    expect(screening.statusCode).toBe(403);
    for (const who of [users.recipient, users.customerAdmin, users.admin]) {
      expect((await call('POST', '/order', { token: who.token, body: kit.orderBody() })).statusCode).toBe(
        403,
      );
    }
    const ps = await accessTokenFor(testApp, {
      email: 'ps@orders.example',
      custNo: '1003',
      groups: ['BKOrderer', 'BKOrdererCoworker'],
    });
    const noAccess = await call('POST', '/order', { token: ps.token, body: kit.orderBody() });
    expect(noAccess.statusCode).toBe(403);
    expect((await call('POST', '/order', { body: kit.orderBody() })).statusCode).toBe(401);
  });

  it('with an Idempotency-Key answers the first order for a repeat and 409 for another body', async () => {
    const body = kit.orderBody({ send: true });
    const first = await call('POST', '/order', { token: users.orderer.token, body, idempotencyKey: 'k-1' });
    const again = await call('POST', '/order', { token: users.orderer.token, body, idempotencyKey: 'k-1' });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().result[0]).toEqual(first.json().result[0]);
    const jobs = await testApp.database.db
      .select()
      .from(bkJobs)
      .where(eq(bkJobs.orderId, first.json().result[0].id));
    expect(jobs).toHaveLength(1);
    const other = await call('POST', '/order', {
      token: users.orderer.token,
      body: kit.orderBody({ send: true }),
      idempotencyKey: 'k-1',
    });
    expect(other.statusCode).toBe(409);
    // Keys are per caller.
    const someoneElse = await call('POST', '/order', {
      token: users.otherOrderer.token,
      body,
      idempotencyKey: 'k-1',
    });
    expect(someoneElse.statusCode).toBe(200);
    expect(someoneElse.json().result[0].id).not.toBe(first.json().result[0].id);
  });
});

describe('POST /api/order/populate and GET /api/orders', () => {
  it('shows an order to its orderer, its recipients and the customer admin; 404 to others', async () => {
    const order = await kit.create(
      { token: users.orderer.token },
      kit.orderBody({ customerRecipients: [users.recipient.userId] }),
    );
    for (const who of [users.orderer, users.recipient, users.customerAdmin]) {
      const response = await call('POST', '/order/populate', { token: who.token, body: { id: order.id } });
      expect(response.statusCode).toBe(200);
      expect(OrderView.parse(response.json().result[0]).jobs[0]?.SSN).toBe(SSN);
    }
    for (const who of [users.otherOrderer, users.otherOrderer2]) {
      const response = await call('POST', '/order/populate', { token: who.token, body: { id: order.id } });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Beställningen kunde inte hittas');
    }
    // The granted reads, and the refused ones with their outcome (docs/decisions/audit-log.md).
    const reads = await listAudit(testApp.database.db, { action: 'order.read', entityId: order.id });
    expect(reads.map((entry) => [entry.actorId, entry.outcome])).toEqual([
      [users.orderer.userId, 'OK'],
      [users.recipient.userId, 'OK'],
      [users.customerAdmin.userId, 'OK'],
      [users.otherOrderer.userId, 'NOT_FOUND'],
      [users.otherOrderer2.userId, 'NOT_FOUND'],
    ]);
  });

  it('lists the orders each caller sees, by service, paged', async () => {
    const own = await kit.create({ token: users.otherOrderer2.token });
    const mine = OrdersPage.parse(
      (await call('GET', '/orders?size=100', { token: users.otherOrderer2.token })).json(),
    );
    expect(mine.result.map((order) => order.id)).toEqual([own.id]);
    expect(mine.paging).toEqual({ page: 0, size: 100, total: 1 });

    const admin = OrdersPage.parse(
      (await call('GET', '/orders?size=100', { token: users.customerAdmin.token })).json(),
    );
    expect(admin.result.every((order) => order.customerId === DEMO_1001)).toBe(true);
    expect(admin.result.map((order) => order.id)).toContain(own.id);

    const recipient = OrdersPage.parse(
      (await call('GET', '/orders?size=100', { token: users.recipient.token })).json(),
    );
    expect(recipient.result.length).toBeGreaterThan(0);
    expect(recipient.result.every((order) => order.customerRecipients.includes(users.recipient.userId))).toBe(
      true,
    );

    const other = OrdersPage.parse(
      (await call('GET', '/orders?size=100', { token: users.otherOrderer.token })).json(),
    );
    expect(other.result.every((order) => order.customerId === DEMO_1002)).toBe(true);

    const screening = OrdersPage.parse(
      (await call('GET', '/orders?service=SCREENING', { token: users.customerAdmin.token })).json(),
    );
    expect(screening.result).toEqual([]);
    expect((await call('GET', '/orders?size=500', { token: users.customerAdmin.token })).statusCode).toBe(
      400,
    );
  });
});

describe('API-key callers', () => {
  it("create and read their own customer's orders, never another's", async () => {
    const key = await createKey(DEMO_1001);
    const otherKey = await createKey(DEMO_1002);
    const response = await call('POST', '/order', {
      key,
      body: kit.orderBody({ send: true }),
      idempotencyKey: crypto.randomUUID(),
    });
    expect(response.statusCode).toBe(200);
    const order = OrderView.parse(response.json().result[0]);
    expect(order).toMatchObject({ customerId: DEMO_1001, customerOrderer: null });
    expect(order.apiKeyId).not.toBeNull();

    expect((await call('POST', '/order/populate', { key, body: { id: order.id } })).statusCode).toBe(200);
    const listed = OrdersPage.parse((await call('GET', '/orders?size=100', { key })).json());
    expect(listed.result.map((item) => item.id)).toContain(order.id);

    expect(
      (await call('POST', '/order/populate', { key: otherKey, body: { id: order.id } })).statusCode,
    ).toBe(404);
    const otherList = OrdersPage.parse((await call('GET', '/orders?size=100', { key: otherKey })).json());
    expect(otherList.result.every((item) => item.customerId === DEMO_1002)).toBe(true);
  });

  it('must send an Idempotency-Key to order: 400 without it and nothing ordered; a retry with it orders once', async () => {
    const key = await createKey(DEMO_1001);
    const ordersOfKey = async () =>
      OrdersPage.parse((await call('GET', '/orders?size=100', { key })).json()).result.filter(
        (order) => order.apiKeyId !== null && order.jobs[0]?.name === body.jobs[0]?.name,
      );
    const body = kit.orderBody({ send: true });

    for (const [path, payload] of [
      ['/order', body],
      ['/persons/any-person/orders', { service: 'COWORKER', job: {} }],
    ] as const) {
      const refused = await call('POST', path, { key, body: payload });
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json(), path).toMatchObject({
        status: 'BAD_REQUEST',
        message:
          'Idempotency-Key krävs för beställningar med API-nyckel, så att ett nytt försök inte skapar en beställning till',
        result: [],
      });
    }
    expect(await ordersOfKey()).toEqual([]);
    expect((await call('POST', '/order', { key, body, idempotencyKey: ' ' })).statusCode).toBe(400);
    expect(await ordersOfKey()).toEqual([]);

    const idempotencyKey = crypto.randomUUID();
    const first = await call('POST', '/order', { key, body, idempotencyKey });
    const retry = await call('POST', '/order', { key, body, idempotencyKey });
    expect(first.statusCode, first.body).toBe(200);
    expect(retry.statusCode, retry.body).toBe(200);
    const firstId = OrderView.parse(first.json().result[0]).id;
    expect(OrderView.parse(retry.json().result[0]).id).toBe(firstId);
    expect((await ordersOfKey()).map((order) => order.id)).toEqual([firstId]);
  });

  it('declares the order routes open to API keys', () => {
    const access = (url: string) => testApp.app.registeredRoutes.find((route) => route.url === url)?.access;
    expect(access('/api/order')).toEqual({ groups: ['BKOrderer', 'LfdOrderer'], apiKey: true });
    expect(access('/api/orders')).toMatchObject({ apiKey: true });
    expect(access('/api/order/populate')).toMatchObject({ apiKey: true });
  });
});

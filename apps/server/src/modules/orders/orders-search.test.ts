import { OrdersPage, OrderView } from '@granska/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../platform/testing/factory';
import { testAppForFile } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { bkJobs } from './orders.schema';
import { DEMO_1001, DEMO_1002, ordersTestKit } from './orders.test-support';

/** Valid personal numbers (Luhn) of three people. */
const ANNA = '19800101-0001';
const BERTIL = '19751224-0016';
const CECILIA = '19121212-1212';

const testApp = testAppForFile({ seed: true });
const kit = ordersTestKit(testApp, 'orders-search');
let users: Record<
  'orderer' | 'orderer2' | 'recipient' | 'admin' | 'otherOrderer' | 'otherRecipient',
  TestUser
>;
let key1001: string;
let key1002: string;
/** Orders of customer 1001, oldest first. */
let annaDraft: OrderView;
let annaSent: OrderView;
let bertil: OrderView;
let ceciliaOf2: OrderView;
/** Customer 1002's order for Anna. */
let annaOther: OrderView;

beforeAll(async () => {
  users = {
    orderer: await kit.user('orderer', '1001', ['BKOrderer', 'BKOrdererCoworker', 'BKOrdererSpecialist']),
    orderer2: await kit.user('orderer2', '1001', ['BKOrderer', 'BKOrdererCoworker']),
    recipient: await kit.user('recipient', '1001', ['BKRecipient']),
    admin: await kit.user('kundadmin', '1001', ['CustomerAdmin']),
    otherOrderer: await kit.user('other', '1002', ['BKOrderer', 'BKOrdererCoworker']),
    otherRecipient: await kit.user('otherrecipient', '1002', ['BKRecipient']),
  };
  key1001 = await kit.createKey(DEMO_1001);
  key1002 = await kit.createKey(DEMO_1002);
  const orderer = { token: users.orderer.token };
  annaDraft = await kit.create(
    orderer,
    kit.orderBody({ jobs: [kit.person({ name: 'Anna Åberg', SSN: ANNA, position: 'Lagerchef' })] }),
  );
  annaSent = await kit.create(
    orderer,
    kit.orderBody({
      service: 'SPECIALIST',
      send: true,
      customerRecipients: [users.recipient.userId],
      jobs: [kit.person({ name: 'Anna Åberg', SSN: ANNA, position: 'Controller 100%' })],
    }),
  );
  bertil = await kit.create(
    orderer,
    kit.orderBody({
      send: true,
      jobs: [kit.person({ name: 'Bertil Öst', SSN: BERTIL, position: 'Ekonomiansvarig' })],
    }),
  );
  ceciliaOf2 = await kit.create(
    { token: users.orderer2.token },
    kit.orderBody({ jobs: [kit.person({ name: 'Cecilia Ström', SSN: CECILIA, position: 'Säljare' })] }),
  );
  annaOther = await kit.create(
    { token: users.otherOrderer.token },
    kit.orderBody({
      customerRecipients: [users.otherRecipient.userId],
      jobs: [kit.person({ name: 'Anna Åberg', SSN: ANNA, position: 'Lagerchef' })],
    }),
  );
});

const list = async (caller: { token?: string; key?: string }, query: string) => {
  const response = await kit.call('GET', `/orders?${query}`, caller);
  expect(response.statusCode, response.body).toBe(200);
  return OrdersPage.parse(response.json());
};
const ids = (page: OrdersPage) => page.result.map((order) => order.id);
const q = (search: string) => `size=100&search=${encodeURIComponent(search)}`;
const personOf = (order: OrderView) => order.jobs[0]?.personId ?? '';

describe('GET /orders search (spec §9)', () => {
  it('finds by order id prefix, name and position, case-insensitively', async () => {
    const admin = { token: users.admin.token };
    expect(ids(await list(admin, q(bertil.id.slice(0, 8).toUpperCase())))).toEqual([bertil.id]);
    expect(ids(await list(admin, q('åBERG')))).toEqual([annaSent.id, annaDraft.id]);
    expect(ids(await list(admin, q('ström')))).toEqual([ceciliaOf2.id]);
    expect(ids(await list(admin, q('EKONOMIANSV')))).toEqual([bertil.id]);
    expect(ids(await list(admin, q('lagerchef')))).toEqual([annaDraft.id]);
    // LIKE's wildcards match themselves.
    expect(ids(await list(admin, q('100%')))).toEqual([annaSent.id]);
    expect(ids(await list(admin, q('%')))).toEqual([annaSent.id]);
    expect(ids(await list(admin, q('_')))).toEqual([]);
    expect((await list(admin, q('ingen sådan'))).paging.total).toBe(0);
  });

  it("finds a whole personal number through the blind index, never another customer's person", async () => {
    const byNumber = await list({ token: users.admin.token }, q(ANNA));
    expect(ids(byNumber)).toEqual([annaSent.id, annaDraft.id]);
    expect(byNumber.paging.total).toBe(2);
    // Not a text search of names: a part of the number finds nothing.
    expect(ids(await list({ token: users.admin.token }, q(ANNA.slice(0, 8))))).toEqual([]);

    expect(ids(await list({ token: users.otherOrderer.token }, q(ANNA)))).toEqual([annaOther.id]);
    expect(ids(await list({ key: key1002 }, q(ANNA)))).toEqual([annaOther.id]);
    expect(ids(await list({ token: users.otherRecipient.token }, q(ANNA)))).toEqual([annaOther.id]);
    expect(ids(await list({ token: users.otherOrderer.token }, q(BERTIL)))).toEqual([]);
    expect(ids(await list({ key: key1002 }, q('Bertil')))).toEqual([]);
    expect(ids(await list({ key: key1002 }, q(bertil.id.slice(0, 8))))).toEqual([]);
    expect(ids(await list({ key: key1001 }, q(ANNA)))).toEqual([annaSent.id, annaDraft.id]);
  });

  it('searches only the orders the caller sees', async () => {
    // The recipient receives only the sent SPECIALIST order; orderer2 only its own.
    expect(ids(await list({ token: users.recipient.token }, q(ANNA)))).toEqual([annaSent.id]);
    expect(ids(await list({ token: users.recipient.token }, q('Bertil')))).toEqual([]);
    expect(ids(await list({ token: users.orderer2.token }, q('Anna')))).toEqual([]);
    expect(ids(await list({ token: users.orderer2.token }, q(CECILIA)))).toEqual([ceciliaOf2.id]);
  });

  it('audits the page read with ids only, the search text left out', async () => {
    await list({ token: users.orderer2.token }, q(CECILIA));
    const [read] = (await listAudit(testApp.database.db, { action: 'order.list' })).filter(
      (entry) => entry.actorId === users.orderer2.userId,
    );
    expect(read?.details).toEqual({ orderIds: [ceciliaOf2.id] });
  });
});

describe('GET /orders group and paging', () => {
  it("filters by the state group of the orders' jobs and counts the matches for paging", async () => {
    const orderer = { token: users.orderer.token };
    expect(ids(await list(orderer, 'size=100&group=draft'))).toEqual([annaDraft.id]);
    expect(ids(await list(orderer, 'size=100&group=consent'))).toEqual([bertil.id, annaSent.id]);
    expect(ids(await list(orderer, 'size=100&group=done'))).toEqual([]);

    const first = await list(orderer, 'size=1&page=0&group=consent');
    const second = await list(orderer, 'size=1&page=1&group=consent');
    expect(first.paging).toEqual({ page: 0, size: 1, total: 2 });
    expect([...ids(first), ...ids(second)]).toEqual([bertil.id, annaSent.id]);
    const searched = await list(orderer, `size=1&page=1&search=${encodeURIComponent(ANNA)}`);
    expect(searched.paging.total).toBe(2);
    expect(ids(searched)).toEqual([annaDraft.id]);
    expect(ids(await list(orderer, `size=100&group=consent&service=SPECIALIST`))).toEqual([annaSent.id]);
    expect(ids(await list(orderer, `size=100&group=draft&search=${encodeURIComponent(ANNA)}`))).toEqual([
      annaDraft.id,
    ]);
  });

  it('answers 400 for an unknown group, a search longer than 100 characters or a NUL character', async () => {
    for (const query of ['group=klara', `search=${'a'.repeat(101)}`, 'search=a%00b']) {
      const response = await kit.call('GET', `/orders?${query}`, { token: users.orderer.token });
      expect(response.statusCode, query).toBe(400);
    }
    // PostgreSQL text cannot hold NUL: refused as bad input everywhere, never a server error.
    for (const [method, url, body] of [
      ['GET', '/persons/a%00b/orders', undefined],
      ['POST', '/order/populate', { id: 'a\u0000b' }],
      ['POST', '/order', kit.orderBody({ id: 'a\u0000b' })],
      ['POST', '/order', kit.orderBody({ jobs: [kit.person({ position: 'a\u0000b' })] })],
    ] as const) {
      const response = await kit.call(method, url, { token: users.orderer.token, ...(body ? { body } : {}) });
      expect(response.statusCode, url).toBe(400);
    }
  });
});

describe('persons', () => {
  it('gives a person one opaque id per customer that reveals nothing of the personal number', async () => {
    const id = personOf(annaDraft);
    expect(personOf(annaSent)).toBe(id);
    expect(personOf(bertil)).not.toBe(id);
    expect(personOf(annaOther)).not.toBe(id);
    expect(id).not.toContain(ANNA.slice(0, 8));
    const [row] = await testApp.database.db
      .select()
      .from(bkJobs)
      .where(eq(bkJobs.id, annaDraft.jobs[0]?.id ?? ''));
    expect(id).not.toBe(row?.ssnIndex);
  });

  it("GET /persons/{id}/orders pages the person's orders the caller sees; 404 to anyone else", async () => {
    const anna = personOf(annaDraft);
    const response = await kit.call('GET', `/persons/${anna}/orders?size=1`, { token: users.orderer.token });
    expect(response.statusCode, response.body).toBe(200);
    const page = OrdersPage.parse(response.json());
    expect(page.paging).toEqual({ page: 0, size: 1, total: 2 });
    expect(ids(page)).toEqual([annaSent.id]);
    const recipient = OrdersPage.parse(
      (await kit.call('GET', `/persons/${anna}/orders`, { token: users.recipient.token })).json(),
    );
    expect(ids(recipient)).toEqual([annaSent.id]);
    const byKey = OrdersPage.parse(
      (await kit.call('GET', `/persons/${anna}/orders?group=draft`, { key: key1001 })).json(),
    );
    expect(ids(byKey)).toEqual([annaDraft.id]);

    for (const caller of [
      { token: users.otherOrderer.token },
      { token: users.otherRecipient.token },
      { key: key1002 },
      { token: users.orderer2.token },
    ]) {
      const refused = await kit.call('GET', `/persons/${anna}/orders`, caller);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Personen kunde inte hittas');
    }
    // Customer 1002's id for the same person finds nothing at customer 1001.
    const crossed = await kit.call('GET', `/persons/${personOf(annaOther)}/orders`, {
      token: users.admin.token,
    });
    expect(crossed.statusCode).toBe(404);
    expect((await kit.call('GET', `/persons/${'0'.repeat(64)}/orders`, { key: key1001 })).statusCode).toBe(
      404,
    );
  });

  it('POST /persons/{id}/orders orders again from the newest visible job, e-mail and phone replaceable', async () => {
    const anna = personOf(annaDraft);
    const body = {
      service: 'COWORKER',
      send: true,
      job: { email: 'anna.ny@kandidat.example', position: 'Inköpare' },
    };
    const first = await kit.call('POST', `/persons/${anna}/orders`, {
      token: users.orderer.token,
      body,
      idempotencyKey: 'p-1',
    });
    expect(first.statusCode, first.body).toBe(200);
    const order = OrderView.parse(first.json().result[0]);
    expect(order.jobs[0]).toMatchObject({
      name: 'Anna Åberg',
      SSN: ANNA,
      email: 'anna.ny@kandidat.example',
      phone: annaSent.jobs[0]?.phone,
      position: 'Inköpare',
      personId: anna,
      currState: 'PENDING_CONSENT',
    });
    const again = await kit.call('POST', `/persons/${anna}/orders`, {
      token: users.orderer.token,
      body,
      idempotencyKey: 'p-1',
    });
    expect(again.json().result[0].id).toBe(order.id);
    const total = OrdersPage.parse(
      (await kit.call('GET', `/persons/${anna}/orders`, { token: users.orderer.token })).json(),
    ).paging.total;
    expect(total).toBe(3);
    const audit = await listAudit(testApp.database.db, { entity: 'order', entityId: order.id });
    expect(audit[0]).toMatchObject({ action: 'order.send', details: { fromPersonId: anna } });

    const byKey = await kit.call('POST', `/persons/${anna}/orders`, {
      key: key1001,
      body: { service: 'COWORKER', job: {} },
    });
    expect(byKey.statusCode).toBe(200);
  });

  it("POST /persons/{id}/orders: 404 for another customer's or an unseen person, 403 without the service", async () => {
    const anna = personOf(annaDraft);
    const body = { service: 'COWORKER', job: {} };
    for (const caller of [
      { token: users.otherOrderer.token },
      { key: key1002 },
      { token: users.orderer2.token },
    ]) {
      const response = await kit.call('POST', `/persons/${anna}/orders`, { ...caller, body });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Personen kunde inte hittas');
    }
    // The orderer sees Anna but may not order EXECUTIVE.
    const noService = await kit.call('POST', `/persons/${anna}/orders`, {
      token: users.orderer.token,
      body: { service: 'EXECUTIVE', job: {} },
    });
    expect(noService.statusCode).toBe(403);
    const recipient = await kit.call('POST', `/persons/${anna}/orders`, {
      token: users.recipient.token,
      body,
    });
    expect(recipient.statusCode).toBe(403);
    const badPhone = await kit.call('POST', `/persons/${anna}/orders`, {
      token: users.orderer.token,
      body: { service: 'COWORKER', job: { phone: '0701234567' } },
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe('Telefonnummer ogiltigt');
  });

  it('declares the persons routes like the order routes', () => {
    const access = (method: string, url: string) =>
      testApp.app.registeredRoutes.find((route) => route.method === method && route.url === url)?.access;
    expect(access('GET', '/api/persons/:id/orders')).toEqual({
      groups: ['BKOrderer', 'BKRecipient', 'CustomerAdmin', 'CustomerSuperuser'],
      apiKey: true,
    });
    expect(access('POST', '/api/persons/:id/orders')).toEqual({ groups: ['BKOrderer'], apiKey: true });
  });
});

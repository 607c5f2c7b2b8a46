import { AbortedOrder, OrderInitView, OrderRecipientOption, OrderView } from '@granska/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, type TestUser } from '../../platform/testing/factory';
import { testAppForFile } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { customers } from '../customers/customers.schema';
import { users as userTable } from '../identity/identity.schema';
import { bkConsents, bkJobs, bkOrders } from './orders.schema';
import { DEMO_1001, DEMO_1002, ordersTestKit } from './orders.test-support';

const testApp = testAppForFile({ seed: true });
const kit = ordersTestKit(testApp, 'orders-changes');
let users: Record<
  | 'orderer'
  | 'screener'
  | 'ordererNoService'
  | 'adminOrderer'
  | 'recipient'
  | 'recipient2'
  | 'changer'
  | 'changerOnly'
  | 'otherOrderer'
  | 'otherChanger'
  | 'otherRecipient'
  | 'psOrderer',
  TestUser
>;

beforeAll(async () => {
  users = {
    orderer: await kit.user('orderer', '1001', ['BKOrderer', 'BKOrdererCoworker']),
    screener: await kit.user('screener', '1001', ['BKOrderer', 'BKOrdererScreen', 'BKOrdererExecutive']),
    ordererNoService: await kit.user('plain', '1001', ['BKOrderer']),
    adminOrderer: await kit.user('adminorderer', '1001', ['CustomerAdmin', 'BKOrderer']),
    recipient: await kit.user('recipient', '1001', ['BKRecipient']),
    recipient2: await kit.user('recipient2', '1001', ['BKRecipient']),
    changer: await kit.user('changer', '1001', ['BKChangeRecipient', 'BKRecipient']),
    changerOnly: await kit.user('changeronly', '1001', ['BKChangeRecipient']),
    otherOrderer: await kit.user('other', '1002', ['BKOrderer', 'BKOrdererCoworker']),
    otherChanger: await kit.user('otherchanger', '1002', ['BKChangeRecipient', 'CustomerAdmin']),
    otherRecipient: await kit.user('otherrecipient', '1002', ['BKRecipient']),
    psOrderer: await kit.user('ps', '1003', ['BKOrderer', 'BKOrdererCoworker', 'BKChangeRecipient']),
  };
  const { db } = testApp.database;
  await db.update(userTable).set({ costCenter: 'Ekonomi' }).where(eq(userTable.id, users.orderer.userId));
  const [customer] = await db.select().from(customers).where(eq(customers.id, DEMO_1001));
  if (!customer) throw new Error('demo customer 1001 missing');
  await db
    .update(customers)
    .set({
      data: {
        ...customer.data,
        screeningCheckpoints: [
          { checkpoint: 'EDUCATION', cost: 300 },
          { checkpoint: 'SANCTIONLIST', cost: 150, standardChecked: true },
        ],
        screeningStandard: 'Standard 2026',
        serviceCost: { COWORKER: 1500, SCREENING: 500, EXECUTIVE: 9000 },
      },
    })
    .where(eq(customers.id, DEMO_1001));
});

describe('POST /api/order/abort', () => {
  it('deletes a draft with its jobs, audited with ids only', async () => {
    const order = await kit.create({ token: users.orderer.token });
    const jobId = order.jobs[0]?.id ?? '';
    const response = await kit.call('POST', '/order/abort', {
      token: users.orderer.token,
      body: { id: order.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(AbortedOrder.parse(response.json().result[0])).toEqual({ id: order.id });

    const { db } = testApp.database;
    expect(await db.select().from(bkOrders).where(eq(bkOrders.id, order.id))).toEqual([]);
    expect(await db.select().from(bkJobs).where(eq(bkJobs.id, jobId))).toEqual([]);
    const audit = await listAudit(db, { entity: 'order', entityId: order.id });
    expect(audit.map((entry) => entry.action)).toEqual(['order.create', 'order.abort']);
    expect(audit[1]).toMatchObject({
      actorId: users.orderer.userId,
      details: { customerId: DEMO_1001, service: 'COWORKER', jobIds: [jobId] },
    });
    // Gone: a second abort and a read answer 404.
    const again = await kit.call('POST', '/order/abort', {
      token: users.orderer.token,
      body: { id: order.id },
    });
    expect(again.statusCode).toBe(404);
    const read = await kit.call('POST', '/order/populate', {
      token: users.orderer.token,
      body: { id: order.id },
    });
    expect(read.statusCode).toBe(404);
  });

  it('refuses a sent order with 409 and keeps it', async () => {
    const order = await kit.create({ token: users.orderer.token }, kit.orderBody({ send: true }));
    const response = await kit.call('POST', '/order/abort', {
      token: users.orderer.token,
      body: { id: order.id },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Beställningen är skickad och kan inte avbrytas');
    const { db } = testApp.database;
    expect(await db.select().from(bkOrders).where(eq(bkOrders.id, order.id))).toHaveLength(1);
    expect(
      await db
        .select()
        .from(bkConsents)
        .where(eq(bkConsents.jobId, order.jobs[0]?.id ?? '')),
    ).toHaveLength(1);
  });

  it("answers 404 for another customer's order, another orderer's and an unknown id", async () => {
    const order = await kit.create({ token: users.orderer.token });
    for (const who of [users.otherOrderer, users.screener]) {
      const response = await kit.call('POST', '/order/abort', { token: who.token, body: { id: order.id } });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Beställningen kunde inte hittas');
    }
    const otherKey = await kit.createKey(DEMO_1002);
    expect(
      (await kit.call('POST', '/order/abort', { key: otherKey, body: { id: order.id } })).statusCode,
    ).toBe(404);
    expect(
      (await kit.call('POST', '/order/abort', { token: users.orderer.token, body: { id: 'no-such-order' } }))
        .statusCode,
    ).toBe(404);
    const { db } = testApp.database;
    expect(await db.select().from(bkOrders).where(eq(bkOrders.id, order.id))).toHaveLength(1);
  });

  it("answers 403 without the ordering groups, 400 for a bad body, and lets the customer's key abort", async () => {
    const order = await kit.create({ token: users.orderer.token });
    for (const who of [users.recipient, users.changerOnly]) {
      expect(
        (await kit.call('POST', '/order/abort', { token: who.token, body: { id: order.id } })).statusCode,
      ).toBe(403);
    }
    // Sees every order of the customer, but may not order COWORKER.
    const noService = await kit.call('POST', '/order/abort', {
      token: users.adminOrderer.token,
      body: { id: order.id },
    });
    expect(noService.statusCode).toBe(403);
    expect(noService.json().message).toBe('Du saknar behörighet att beställa denna tjänst');
    for (const body of [{}, { id: '' }, { id: 12 }]) {
      expect((await kit.call('POST', '/order/abort', { token: users.orderer.token, body })).statusCode).toBe(
        400,
      );
    }
    const key = await kit.createKey(DEMO_1001);
    const byKey = await kit.call('POST', '/order/abort', { key, body: { id: order.id } });
    expect(byKey.statusCode).toBe(200);
  });
});

describe('POST /api/order/init', () => {
  it("gives the caller's services, the customer's checkpoints, costs, settings, recipients and cost center", async () => {
    const response = await kit.call('POST', '/order/init', { token: users.orderer.token });
    expect(response.statusCode, response.body).toBe(200);
    const init = OrderInitView.parse(response.json().result[0]);
    expect(init).toMatchObject({
      services: ['COWORKER'],
      screeningCheckpoints: [],
      screeningStandard: 'Standard 2026',
      serviceCost: { COWORKER: 1500 },
      bkConfig: {
        checkCitizenship: true,
        enableCriminalRecord: false,
        showVerifyEmployer: true,
        orderInstructions: 'Ange alltid kostnadsställe.',
      },
      invoiceCompanies: ['Demoföretaget AB'],
      costCenter: 'Ekonomi',
    });
    const recipientIds = init.recipients.map((recipient) => recipient.id);
    expect(recipientIds).toEqual(
      expect.arrayContaining([users.recipient.userId, users.recipient2.userId, users.changer.userId]),
    );
    expect(recipientIds).not.toContain(users.otherRecipient.userId);
    expect(recipientIds).not.toContain(users.orderer.userId);
    expect(init.recipients.find((recipient) => recipient.id === users.recipient.userId)?.email).toBe(
      'recipient@orders-changes.example',
    );

    const screener = OrderInitView.parse(
      (await kit.call('POST', '/order/init', { token: users.screener.token, body: {} })).json().result[0],
    );
    expect(screener.services).toEqual(['EXECUTIVE', 'SCREENING']);
    expect(screener.serviceCost).toEqual({ EXECUTIVE: 9000, SCREENING: 500 });
    expect(screener.screeningCheckpoints).toEqual([
      { checkpoint: 'EDUCATION', cost: 300 },
      { checkpoint: 'SANCTIONLIST', cost: 150, standardChecked: true },
    ]);
    expect(screener.costCenter).toBeNull();

    const one = OrderInitView.parse(
      (
        await kit.call('POST', '/order/init', { token: users.screener.token, body: { service: 'EXECUTIVE' } })
      ).json().result[0],
    );
    expect(one).toMatchObject({
      services: ['EXECUTIVE'],
      screeningCheckpoints: [],
      serviceCost: { EXECUTIVE: 9000 },
    });
  });

  it('gives another customer its own settings and an API key all four services', async () => {
    const other = OrderInitView.parse(
      (await kit.call('POST', '/order/init', { token: users.otherOrderer.token })).json().result[0],
    );
    expect(other).toMatchObject({
      services: ['COWORKER'],
      serviceCost: {},
      bkConfig: { showVerifyEmployer: false, orderInstructions: null },
      invoiceCompanies: ['Bygg & Bevakning i Norr AB'],
    });
    const otherIds = other.recipients.map((recipient) => recipient.id);
    expect(otherIds).toContain(users.otherRecipient.userId);
    for (const mine of [users.recipient, users.recipient2, users.changer])
      expect(otherIds).not.toContain(mine.userId);

    const key = await kit.createKey(DEMO_1001);
    const byKey = OrderInitView.parse((await kit.call('POST', '/order/init', { key })).json().result[0]);
    expect(byKey.services).toEqual(['COWORKER', 'SPECIALIST', 'EXECUTIVE', 'SCREENING']);
    expect(byKey.costCenter).toBeNull();
  });

  it('refuses like POST /order: 403 without groups, service or access; 400 for a bad body; 401 anonymous', async () => {
    for (const who of [users.recipient, users.changerOnly, users.ordererNoService, users.psOrderer]) {
      expect((await kit.call('POST', '/order/init', { token: who.token })).statusCode).toBe(403);
    }
    const notMine = await kit.call('POST', '/order/init', {
      token: users.orderer.token,
      body: { service: 'SCREENING' },
    });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe('Du saknar behörighet att beställa denna tjänst');
    const noAccess = await kit.call('POST', '/order/init', { token: users.psOrderer.token });
    expect(noAccess.json().message).toBe('Kunden har inte tillgång till bakgrundskontroller');
    expect(
      (await kit.call('POST', '/order/init', { token: users.orderer.token, body: { service: 'LFD' } }))
        .statusCode,
    ).toBe(400);
    expect((await kit.call('POST', '/order/init')).statusCode).toBe(401);
  });
});

/** PATCH of an order's recipients to none, as this caller. */
const clearRecipients = (url: string, caller: { token?: string; key?: string }) =>
  kit.call('PATCH', url, { ...caller, body: { customerRecipients: [] } });

describe('PATCH /api/orders/{id}', () => {
  it('replaces the recipients of a draft and of a sent order, audited with ids', async () => {
    for (const send of [false, true]) {
      const order = await kit.create(
        { token: users.orderer.token },
        kit.orderBody({ send, customerRecipients: [users.changer.userId] }),
      );
      const response = await kit.call('PATCH', `/orders/${order.id}`, {
        token: users.changer.token,
        body: {
          customerRecipients: [users.recipient.userId, users.recipient2.userId, users.recipient.userId],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const view = OrderView.parse(response.json().result[0]);
      expect(view).toMatchObject({ id: order.id, ordered: send });
      expect(view.customerRecipients).toEqual([users.recipient.userId, users.recipient2.userId]);
      expect(view.jobs.map((job) => job.id)).toEqual(order.jobs.map((job) => job.id));

      const audit = await listAudit(testApp.database.db, { action: 'order.recipients', entityId: order.id });
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorId: users.changer.userId,
        details: {
          before: [users.changer.userId],
          after: [users.recipient.userId, users.recipient2.userId],
        },
      });
      // The new recipient now sees it; the changer, no longer a recipient, does not.
      const read = await kit.call('POST', '/order/populate', {
        token: users.recipient2.token,
        body: { id: order.id },
      });
      expect(read.statusCode).toBe(200);
      const gone = await clearRecipients(`/orders/${order.id}`, { token: users.changer.token });
      expect(gone.statusCode).toBe(404);
    }
  });

  it("answers 404 for another customer's order and one the caller does not see", async () => {
    const order = await kit.create(
      { token: users.orderer.token },
      kit.orderBody({ customerRecipients: [users.recipient.userId] }),
    );
    for (const who of [users.otherChanger, users.changerOnly, users.changer]) {
      const response = await clearRecipients(`/orders/${order.id}`, { token: who.token });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Beställningen kunde inte hittas');
    }
    expect((await clearRecipients('/orders/no-such-order', { token: users.changer.token })).statusCode).toBe(
      404,
    );
  });

  it('answers 403 without BKChangeRecipient (users and API keys) and 400 for bad recipients or body', async () => {
    const order = await kit.create(
      { token: users.orderer.token },
      kit.orderBody({ customerRecipients: [users.changer.userId] }),
    );
    for (const who of [users.orderer, users.recipient, users.adminOrderer]) {
      const response = await clearRecipients(`/orders/${order.id}`, { token: who.token });
      expect(response.statusCode).toBe(403);
    }
    const key = await kit.createKey(DEMO_1001);
    expect((await clearRecipients(`/orders/${order.id}`, { key })).statusCode).toBe(403);
    const psChange = await clearRecipients(`/orders/${order.id}`, { token: users.psOrderer.token });
    expect(psChange.statusCode).toBe(403);

    const unknown = await kit.call('PATCH', `/orders/${order.id}`, {
      token: users.changer.token,
      body: { customerRecipients: [users.otherRecipient.userId] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Mottagaren kunde inte hittas');
    for (const body of [{}, { customerRecipients: 'x' }, { customerRecipients: [''] }]) {
      const response = await kit.call('PATCH', `/orders/${order.id}`, { token: users.changer.token, body });
      expect(response.statusCode).toBe(400);
    }
    const [row] = await testApp.database.db.select().from(bkOrders).where(eq(bkOrders.id, order.id));
    expect(row?.recipients).toEqual([users.changer.userId]);
  });

  it('declares the new routes', () => {
    expect(
      testApp.app.registeredRoutes.find(
        (route) => route.method === 'GET' && route.url === '/api/order/recipients',
      )?.access,
    ).toEqual({ groups: ['BKOrderer', 'BKChangeRecipient'], apiKey: true });
    const access = (method: string, url: string) =>
      testApp.app.registeredRoutes.find((route) => route.method === method && route.url === url)?.access;
    expect(access('POST', '/api/order/abort')).toEqual({ groups: ['BKOrderer'], apiKey: true });
    expect(access('POST', '/api/order/init')).toEqual({ groups: ['BKOrderer', 'LfdOrderer'], apiKey: true });
    expect(access('PATCH', '/api/orders/:id')).toEqual({ groups: ['BKChangeRecipient'] });
  });
});

describe('recipients for users who are not orderers', () => {
  const options = async (token: string) => {
    const response = await kit.call('GET', '/order/recipients', { token });
    expect(response.statusCode, response.body).toBe(200);
    return OrderRecipientOption.array().parse(response.json().result);
  };

  it('lets a recipient with BKChangeRecipient see the e-mails, list the options and change the recipients', async () => {
    const order = await kit.create(
      { token: users.orderer.token },
      kit.orderBody({ send: true, customerRecipients: [users.changer.userId] }),
    );
    expect(order.recipients).toEqual([{ id: users.changer.userId, email: 'changer@orders-changes.example' }]);

    const choices = await options(users.changer.token);
    const ids = choices.map((choice) => choice.id);
    expect(ids).toEqual(
      expect.arrayContaining([users.recipient.userId, users.recipient2.userId, users.changer.userId]),
    );
    expect(ids).not.toContain(users.otherRecipient.userId);
    expect(choices).toContainEqual({
      id: users.recipient2.userId,
      email: 'recipient2@orders-changes.example',
    });
    // The orderer's form offers the same list.
    const init = OrderInitView.parse(
      (await kit.call('POST', '/order/init', { token: users.orderer.token })).json().result[0],
    );
    expect(await options(users.orderer.token)).toEqual(init.recipients);

    const changed = await kit.call('PATCH', `/orders/${order.id}`, {
      token: users.changer.token,
      body: { customerRecipients: [users.changer.userId, users.recipient2.userId] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(OrderView.parse(changed.json().result[0]).recipients).toEqual([
      { id: users.changer.userId, email: 'changer@orders-changes.example' },
      { id: users.recipient2.userId, email: 'recipient2@orders-changes.example' },
    ]);
    const read = await kit.call('POST', '/order/populate', {
      token: users.recipient2.token,
      body: { id: order.id },
    });
    expect(OrderView.parse(read.json().result[0]).customerRecipients).toEqual([
      users.changer.userId,
      users.recipient2.userId,
    ]);
  });

  it("gives another customer's BKChangeRecipient user only its own customer's recipients, and not the order", async () => {
    const order = await kit.create(
      { token: users.orderer.token },
      kit.orderBody({ customerRecipients: [users.changer.userId] }),
    );
    const ids = (await options(users.otherChanger.token)).map((choice) => choice.id);
    expect(ids).toContain(users.otherRecipient.userId);
    for (const mine of [users.recipient, users.recipient2, users.changer])
      expect(ids).not.toContain(mine.userId);
    const response = await kit.call('PATCH', `/orders/${order.id}`, {
      token: users.otherChanger.token,
      body: { customerRecipients: [users.otherRecipient.userId] },
    });
    expect(response.statusCode).toBe(404);
    const [row] = await testApp.database.db.select().from(bkOrders).where(eq(bkOrders.id, order.id));
    expect(row?.recipients).toEqual([users.changer.userId]);
  });

  it('refuses callers who neither order nor change recipients, and customers without background checks', async () => {
    const recipientOnly = await kit.call('GET', '/order/recipients', { token: users.recipient.token });
    expect(recipientOnly.statusCode).toBe(403);
    const noAccess = await kit.call('GET', '/order/recipients', { token: users.psOrderer.token });
    expect(noAccess.statusCode).toBe(403);
    expect(noAccess.json().message).toBe('Kunden har inte tillgång till bakgrundskontroller');
    expect((await kit.call('GET', '/order/recipients')).statusCode).toBe(401);
  });

  it('shows a recipient who was removed, or moved to another customer, without an e-mail', async () => {
    const leaving = await accessTokenFor(testApp, {
      email: 'leaving@orders-changes.example',
      custNo: '1001',
      groups: ['BKRecipient'],
    });
    const moving = await accessTokenFor(testApp, {
      email: 'moving@orders-changes.example',
      custNo: '1001',
      groups: ['BKRecipient'],
    });
    const order = await kit.create(
      { token: users.orderer.token },
      kit.orderBody({ customerRecipients: [leaving.userId, moving.userId, users.recipient.userId] }),
    );
    const { db } = testApp.database;
    await db.delete(userTable).where(eq(userTable.id, leaving.userId));
    await db.update(userTable).set({ custNo: '1002' }).where(eq(userTable.id, moving.userId));
    const read = await kit.call('POST', '/order/populate', {
      token: users.orderer.token,
      body: { id: order.id },
    });
    expect(OrderView.parse(read.json().result[0]).recipients).toEqual([
      { id: leaving.userId, email: '' },
      { id: moving.userId, email: '' },
      { id: users.recipient.userId, email: 'recipient@orders-changes.example' },
    ]);
  });
});

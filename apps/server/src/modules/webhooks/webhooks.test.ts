import { createHmac } from 'node:crypto';
import {
  CreatedApiKey,
  JobStateChangedEvent,
  OrderView,
  WebhookDeliveriesPage,
  type WebhookDelivery,
} from '@granska/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobContext } from '../../platform/scheduler/scheduler';
import { accessTokenFor, type TestUser } from '../../platform/testing/factory';
import { deleteAllJobs, makeJobsDue, runDueJobsOnce, storedJobs } from '../../platform/testing/scheduler-kit';
import { createTestApp, type TestApp } from '../../platform/testing/test-app';
import { apiKeys } from '../api-keys/api-keys.schema';
import { startWebhookReceiver, type WebhookReceiver } from './receiver.test-support';
import { type WebhookJobDeps, webhookDeliveryJob } from './webhooks.jobs';
import { webhookDeliveries } from './webhooks.schema';
import { DELIVER_WEBHOOK, queueJobStateWebhook, WEBHOOK_MAX_ATTEMPTS } from './webhooks.service';

const DEMO_1001 = '0b6f4f7e-3c1a-4d55-9a43-6f0e2d1a1001';
const DEMO_1002 = '0b6f4f7e-3c1a-4d55-9a43-6f0e2d1a1002';
const SSN = '19121212-1212';

let testApp: TestApp;
let receiver: WebhookReceiver;
let users: Record<'admin' | 'customerAdmin' | 'otherCustomerAdmin' | 'orderer', TestUser>;
let key: CreatedApiKey;
let otherKey: CreatedApiKey;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
  receiver = await startWebhookReceiver();
  const user = (email: string, custNo: string | null, groups: string[]) =>
    accessTokenFor(testApp, { email: `${email}@webhooks.example`, custNo, groups });
  users = {
    admin: await user('admin', null, ['UserAdmin']),
    customerAdmin: await user('kundadmin', '1001', ['CustomerAdmin']),
    otherCustomerAdmin: await user('annan.kundadmin', '1002', ['CustomerAdmin']),
    orderer: await user('orderer', '1001', ['ServiceBackgroundCheck', 'BKOrderer', 'BKOrdererCoworker']),
  };
  key = await createKey(DEMO_1001);
  otherKey = await createKey(DEMO_1002);
});

afterAll(async () => {
  await receiver.close();
  await testApp.close();
});

// Each test starts with an empty receiver and no notice of an earlier test waiting for its retry.
beforeEach(async () => {
  await deleteAllJobs(testApp.database.db);
  receiver.reset();
});

const call = (url: string, options: { token?: string; key?: string; body?: unknown } = {}) =>
  testApp.app.inject({
    method: options.body === undefined ? 'GET' : 'POST',
    url: `/api${url}`,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.key ? { 'x-api-key': options.key } : {}),
      // An API key's order must carry one (orders.md).
      ...(options.key && url === '/order' ? { 'idempotency-key': crypto.randomUUID() } : {}),
    },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });

async function createKey(customerId: string): Promise<CreatedApiKey> {
  const response = await call('/customer/createapikey', {
    token: users.admin.token,
    body: { customerId, keyName: 'HR-system' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return CreatedApiKey.parse(response.json().result[0]);
}

const person = {
  name: 'Greta Granskad',
  SSN,
  email: 'greta.granskad@kandidat.example',
  phone: '+46701234567',
  position: 'Ekonom',
};

/** An integration orders a background check and asks for notices at `webhookURL`. */
const orderWithWebhook = async (webhookURL = receiver.url()) => {
  const response = await call('/order', {
    key: key.key,
    body: { service: 'COWORKER', jobs: [person], send: true, webhookURL },
  });
  expect(response.statusCode, response.body).toBe(200);
  const order = OrderView.parse(response.json().result[0]);
  const [job] = order.jobs;
  if (!job) throw new Error('order without a job');
  return { order, job };
};

const deps = (overrides: Partial<WebhookJobDeps> = {}): WebhookJobDeps => ({
  db: testApp.database.db,
  crypto: testApp.app.identityRuntime.provider.crypto,
  appEnv: testApp.config.appEnv,
  ...overrides,
});

const runDueJobs = () =>
  runDueJobsOnce({
    database: testApp.database,
    handlers: [webhookDeliveryJob(deps())],
    pollIntervalMs: 1000,
    log: { info: () => {}, warn: () => {}, error: () => {} },
  });

/** The back-off has not passed in a test: make the waiting webhook jobs due now. */
const makeRetriesDue = () => makeJobsDue(testApp.database.db, DELIVER_WEBHOOK);

const deliveriesOfJob = async (jobId: string) =>
  testApp.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.jobId, jobId));

const readLog = async (query: string, who: { token?: string; key?: string }) =>
  call(`/webhooks/deliveries${query}`, who);

const logOf = async (query: string, who: { token?: string; key?: string }): Promise<WebhookDelivery[]> => {
  const response = await readLog(query, who);
  expect(response.statusCode, response.body).toBe(200);
  return WebhookDeliveriesPage.parse(response.json()).result;
};

const expectValidSignature = (received: (typeof receiver.received)[number], secret: string) => {
  const timestamp = String(received.headers['granska-timestamp']);
  expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
  const expected = createHmac('sha256', secret).update(`${timestamp}.${received.rawBody}`).digest('hex');
  expect(received.headers['granska-signature']).toBe(`v1=${expected}`);
};

const lastAttempt: JobContext = {
  jobId: 'test',
  attempt: WEBHOOK_MAX_ATTEMPTS,
  maxAttempts: WEBHOOK_MAX_ATTEMPTS,
  isLastAttempt: true,
  retryInMs: 0,
};
const firstAttempt: JobContext = { ...lastAttempt, attempt: 1, isLastAttempt: false, retryInMs: 5000 };

describe('a job with a webhookURL', () => {
  it('notifies the integration of PENDING_CONSENT with a signed POST of ids and states only', async () => {
    const { order, job } = await orderWithWebhook();
    expect(await runDueJobs()).toBeGreaterThanOrEqual(1);

    expect(receiver.received).toHaveLength(1);
    const [notice] = receiver.received;
    if (!notice) throw new Error('no notice');
    expect(notice.method).toBe('POST');
    expect(notice.path).toBe('/hooks/granska');
    expect(notice.headers['content-type']).toBe('application/json');
    expect(notice.headers['user-agent']).toBe('Granska-Webhooks/1');
    expectValidSignature(notice, key.webhookSecret);

    const event = JobStateChangedEvent.parse(JSON.parse(notice.rawBody));
    expect(event).toEqual({
      eventId: notice.headers['granska-event-id'],
      type: 'job.state_changed',
      jobId: job.id,
      orderId: order.id,
      prevState: 'CREATED',
      currState: 'PENDING_CONSENT',
      time: expect.any(String),
    });
    for (const personal of [
      person.name,
      'Greta',
      SSN,
      '121212-1212',
      '191212121212',
      person.email,
      person.phone,
    ]) {
      expect(notice.rawBody).not.toContain(personal);
    }

    const [logged] = await logOf(`?jobId=${job.id}`, { key: key.key });
    expect(logged).toMatchObject({
      id: event.eventId,
      jobId: job.id,
      orderId: order.id,
      type: 'job.state_changed',
      prevState: 'CREATED',
      currState: 'PENDING_CONSENT',
      url: receiver.url(),
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
    });
    expect(logged?.deliveredAt).not.toBeNull();
  });

  it('is not sent again once delivered, however often its job runs', async () => {
    const { job } = await orderWithWebhook();
    await runDueJobs();
    expect(receiver.received).toHaveLength(1);
    const [delivery] = await deliveriesOfJob(job.id);
    await webhookDeliveryJob(deps()).handle({ deliveryId: delivery?.id }, firstAttempt);
    await runDueJobs();
    expect(receiver.received).toHaveLength(1);
    expect((await deliveriesOfJob(job.id))[0]).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('retries a receiver that answered 500 and records both attempts', async () => {
    receiver.answerNext({ status: 500, body: 'Internal\u0000 error\n\n  <b>stack</b> '.padEnd(2000, 'x') });
    const { job } = await orderWithWebhook();
    await runDueJobs();
    expect(receiver.received).toHaveLength(1);
    const [pending] = await logOf(`?jobId=${job.id}`, { key: key.key });
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect(pending?.lastError).toMatch(/^Mottagaren svarade 500: Internal error <b>stack<\/b> x+…$/);
    expect(pending?.lastError?.length).toBeLessThan(260);

    // Not due yet: the scheduler waits its back-off.
    await runDueJobs();
    expect(receiver.received).toHaveLength(1);

    await makeRetriesDue();
    await runDueJobs();
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(second?.headers['granska-event-id']).toBe(first?.headers['granska-event-id']);
    expect(second?.rawBody).toBe(first?.rawBody);
    if (second) expectValidSignature(second, key.webhookSecret);
    const [delivered] = await logOf(`?jobId=${job.id}`, { key: key.key });
    expect(delivered).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastStatusCode: 200,
      lastError: null,
    });
  });

  it('fails the delivery for good when the last attempt fails', async () => {
    const { job } = await orderWithWebhook();
    const [delivery] = await deliveriesOfJob(job.id);
    receiver.answerNext({ status: 503 });
    await expect(
      webhookDeliveryJob(deps()).handle({ deliveryId: delivery?.id }, lastAttempt),
    ).rejects.toThrow('Mottagaren svarade 503');
    const [failed] = await logOf(`?jobId=${job.id}`, { key: key.key });
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, lastStatusCode: 503, deliveredAt: null });
  });

  it('does not follow a redirect', async () => {
    receiver.answerNext({ status: 302, headers: { location: receiver.url('/elsewhere') } });
    const { job } = await orderWithWebhook();
    await runDueJobs();
    expect(receiver.received.map((request) => request.path)).toEqual(['/hooks/granska']);
    const [logged] = await logOf(`?jobId=${job.id}`, { key: key.key });
    expect(logged).toMatchObject({ status: 'pending', lastStatusCode: 302 });
    expect(logged?.lastError).toContain('omdirigeringar följs inte');
  });

  it('gives up an attempt the receiver does not answer in time', async () => {
    receiver.answerNext({ status: 200, hang: true });
    const { job } = await orderWithWebhook();
    const [delivery] = await deliveriesOfJob(job.id);
    await expect(
      webhookDeliveryJob(deps({ timeoutMs: 200 })).handle({ deliveryId: delivery?.id }, firstAttempt),
    ).rejects.toThrow('svarade inte inom');
    expect((await deliveriesOfJob(job.id))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: null,
    });
  });

  it('records a receiver that cannot be reached', async () => {
    const closed = await startWebhookReceiver();
    const url = closed.url();
    await closed.close();
    const { job } = await orderWithWebhook(url);
    await runDueJobs();
    const [logged] = await logOf(`?jobId=${job.id}`, { key: key.key });
    expect(logged).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    expect(logged?.lastError).toContain('Kunde inte nå mottagaren (ECONNREFUSED)');
  });

  it('fails at once, sending nothing, when the ordering key has no webhook secret (made before webhooks)', async () => {
    const old = await createKey(DEMO_1001);
    await testApp.database.db.update(apiKeys).set({ webhookSecretEnc: null }).where(eq(apiKeys.id, old.id));
    const response = await call('/order', {
      key: old.key,
      body: { service: 'COWORKER', jobs: [person], send: true, webhookURL: receiver.url() },
    });
    expect(response.statusCode, response.body).toBe(200);
    const jobId = OrderView.parse(response.json().result[0]).jobs[0]?.id ?? '';
    await runDueJobs();
    expect(receiver.received).toHaveLength(0);
    const [delivery] = await deliveriesOfJob(jobId);
    expect(delivery).toMatchObject({ status: 'failed', lastStatusCode: null });
    expect(delivery?.lastError).toContain('saknar webhook-hemlighet');
    const jobs = await storedJobs(testApp.database.db, DELIVER_WEBHOOK);
    const job = jobs.find((row) => row.payload.deliveryId === delivery?.id);
    expect(job?.state).toBe('failed');
  });
});

describe('in production', () => {
  /** A delivery to `url` queued the way a state change queues it (the order API refuses such URLs). */
  const queueDelivery = async (url: string) => {
    const jobId = crypto.randomUUID();
    await testApp.database.db.transaction((tx) =>
      queueJobStateWebhook(tx, {
        jobId,
        orderId: crypto.randomUUID(),
        customerId: DEMO_1001,
        apiKeyId: key.id,
        webhookUrl: url,
        from: 'CREATED',
        to: 'PENDING_CONSENT',
        time: new Date(),
      }),
    );
    const [delivery] = await deliveriesOfJob(jobId);
    if (!delivery) throw new Error('not queued');
    return delivery;
  };

  const deliverInProduction = async (url: string, resolve?: WebhookJobDeps['resolve']) => {
    const delivery = await queueDelivery(url);
    const handler = webhookDeliveryJob(deps({ appEnv: 'production', ...(resolve ? { resolve } : {}) }));
    const outcome = await handler.handle({ deliveryId: delivery.id }, firstAttempt).then(
      () => 'delivered',
      (error: Error) => error.name,
    );
    const [row] = await testApp.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, delivery.id));
    return { outcome, row };
  };

  it('refuses, for good and without connecting, a name that resolves to loopback', async () => {
    const { outcome, row } = await deliverInProduction(`https://localhost:${receiver.port}/hooks`);
    expect(outcome).toBe('PermanentJobError');
    expect(row).toMatchObject({
      status: 'failed',
      lastError: 'Adressen pekar på ett internt nät och anropas inte',
    });
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses a name when any one of its addresses is internal', async () => {
    const resolve = async () => [
      { address: '8.8.8.8', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ];
    const { row } = await deliverInProduction('https://hooks.kund.example/granska', resolve);
    expect(row).toMatchObject({ status: 'failed', lastError: expect.stringContaining('internt nät') });
  });

  it('refuses internal IP literals (metadata service, IPv6 loopback)', async () => {
    for (const url of ['https://169.254.169.254/latest', `https://[::1]:${receiver.port}/hooks`]) {
      const { row } = await deliverInProduction(url);
      expect(row, url).toMatchObject({ status: 'failed', lastError: expect.stringContaining('internt nät') });
    }
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses plain http', async () => {
    const { row } = await deliverInProduction(receiver.url());
    expect(row).toMatchObject({ status: 'failed', lastError: 'Webhook-adressen är ogiltig (https krävs)' });
    expect(receiver.received).toHaveLength(0);
  });
});

describe('GET /api/webhooks/deliveries', () => {
  let jobId: string;
  beforeAll(async () => {
    jobId = (await orderWithWebhook()).job.id;
    await runDueJobs();
  });

  it("shows the customer's own integration and admin their deliveries, paged, newest first", async () => {
    const all = await readLog('?size=100', { key: key.key });
    const page = WebhookDeliveriesPage.parse(all.json());
    expect(page.paging.total).toBeGreaterThanOrEqual(1);
    expect(page.result.every((delivery) => delivery.customerId === DEMO_1001)).toBe(true);
    const created = page.result.map((delivery) => delivery.created);
    expect([...created].sort().reverse()).toEqual(created);

    const ofJob = await logOf(`?jobId=${jobId}`, { token: users.customerAdmin.token });
    expect(ofJob.map((delivery) => delivery.jobId)).toEqual([jobId]);

    const second = WebhookDeliveriesPage.parse((await readLog('?size=1&page=1', { key: key.key })).json());
    expect(second.result).toHaveLength(page.paging.total > 1 ? 1 : 0);
    expect(second.paging).toEqual({ page: 1, size: 1, total: page.paging.total });
  });

  it("never shows another customer's deliveries to its key or admin", async () => {
    for (const who of [{ key: otherKey.key }, { token: users.otherCustomerAdmin.token }]) {
      expect(await logOf(`?jobId=${jobId}`, who)).toEqual([]);
      expect(await logOf('', who)).toEqual([]);
      const named = await readLog(`?customerId=${DEMO_1001}`, who);
      expect(named.statusCode).toBe(403);
      expect(named.json()).toEqual({
        status: 'FORBIDDEN',
        message: 'Du saknar behörighet för detta',
        result: [],
      });
    }
  });

  it('lets the provider admin read any customer it names', async () => {
    const admin = { token: users.admin.token };
    expect((await logOf(`?customerId=${DEMO_1001}&jobId=${jobId}`, admin)).map((d) => d.jobId)).toEqual([
      jobId,
    ]);
    expect(await logOf(`?customerId=${DEMO_1002}&jobId=${jobId}`, admin)).toEqual([]);
    const unnamed = await readLog('', admin);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe('Kund saknas');
    const unknown = await readLog('?customerId=nope', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Kunden kunde inte hittas');
  });

  it('refuses other callers and bad paging with a Swedish message, never a 500', async () => {
    const orderer = await readLog('', { token: users.orderer.token });
    expect(orderer.statusCode).toBe(403);
    expect((await readLog('', {})).statusCode).toBe(401);
    for (const query of ['?size=0', '?size=101', '?page=-1', '?page=x']) {
      const bad = await readLog(query, { key: key.key });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().status).toBe('BAD_REQUEST');
    }
  });

  it('declares who may call it', () => {
    const route = testApp.app.registeredRoutes.find(
      (entry) => entry.url === '/api/webhooks/deliveries' && entry.method === 'GET',
    );
    expect(route?.access).toEqual({ groups: ['CustomerAdmin', 'UserAdmin'], apiKey: true });
  });
});

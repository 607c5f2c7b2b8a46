import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createScheduler, type JobContext, type SchedulerLogger } from '../../platform/scheduler/scheduler';
import { insertJob } from '../../platform/scheduler/scheduler.repository';
import { scheduledJobs } from '../../platform/scheduler/scheduler.schema';
import { createTestDatabase, type TestDatabase, testConfig } from '../../platform/testing/test-app';
import type { DeliveryAdapters } from './delivery.port';
import { createDeliveryAdapters } from './delivery-adapters';
import { localOutboxEmail, localOutboxSms } from './local-outbox.adapter';
import { clearDeliveredBodiesJob, notificationJobs } from './notifications.jobs';
import { findOutboxMessage } from './notifications.repository';
import { outboxMessages } from './notifications.schema';
import { DELIVER_OUTBOX_MESSAGE, queueEmail, queueSms } from './notifications.service';
import { startSmsGatewayReceiver, startSmtpReceiver } from './receivers.test-support';
import { createSmsGatewaySender } from './sms-gateway.adapter';
import { createSmtpEmailSender } from './smtp-email.adapter';

const quiet: SchedulerLogger = { info: () => {}, warn: () => {}, error: () => {} };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());
beforeEach(async () => {
  await database.db.delete(outboxMessages);
  await database.db.delete(scheduledJobs);
});

const deliveryProcess = (adapters: DeliveryAdapters) =>
  createScheduler({
    db: database.db,
    handlers: notificationJobs(database.db, adapters, { outboxBodyRetentionDays: 7 }),
    pollIntervalMs: 1_000,
    log: quiet,
  });

const deliver = (adapters: DeliveryAdapters) => deliveryProcess(adapters).runDueJobs();

const local: DeliveryAdapters = { email: localOutboxEmail, sms: localOutboxSms };

const resetCode = (to = 'anna.svensson@example.se') => ({
  to,
  subject: 'Your Granska code',
  text: 'Your verification code is 482913.',
  category: 'identity.reset-code',
});

const deliveryJobs = () =>
  database.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, DELIVER_OUTBOX_MESSAGE));

describe('queueEmail and queueSms', () => {
  it('write the message and its delivery job in the caller transaction', async () => {
    const { id } = await database.db.transaction((tx) => queueEmail(tx, resetCode()));
    expect(await findOutboxMessage(database.db, id)).toMatchObject({
      channel: 'email',
      recipient: 'anna.svensson@example.se',
      subject: 'Your Granska code',
      body: 'Your verification code is 482913.',
      category: 'identity.reset-code',
      status: 'pending',
      attempts: 0,
      sentAt: null,
    });
    const jobs = await deliveryJobs();
    expect(jobs.map((job) => job.payload)).toEqual([{ messageId: id }]);
  });

  it('write nothing when the transaction rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queueSms(tx, { to: '+46701234567', text: 'Kod 123456', category: 'identity.mfa' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await database.db.select().from(outboxMessages)).toEqual([]);
    expect(await deliveryJobs()).toEqual([]);
  });

  it('refuse a message without a recipient', async () => {
    await expect(queueSms(database.db, { to: '  ', text: 'x', category: 'c' })).rejects.toThrow(/recipient/);
  });
});

describe('delivery by the local stand-in', () => {
  it('marks the message delivered to the local outbox and keeps its body for the outbox page', async () => {
    const { id } = await queueSms(database.db, {
      to: '+46701234567',
      text: 'Kod 123456',
      category: 'identity.mfa',
    });
    expect(await deliver(local)).toBe(1);
    const message = await findOutboxMessage(database.db, id);
    expect(message).toMatchObject({ status: 'sent', transport: 'local', attempts: 1, body: 'Kod 123456' });
    expect(message?.sentAt).toBeInstanceOf(Date);

    await database.db.update(outboxMessages).set({ sentAt: sql`now() - interval '30 days'` });
    await clearDeliveredBodiesJob(database.db, 7).handle({}, {} as JobContext);
    expect((await findOutboxMessage(database.db, id))?.body).toBe('Kod 123456');
  });

  it('is what the configuration gives without SMTP_URL and SMS_GATEWAY_URL', () => {
    const adapters = createDeliveryAdapters(testConfig());
    expect([adapters.email.transport, adapters.sms.transport]).toEqual(['local', 'local']);
    const real = createDeliveryAdapters(
      testConfig({
        SMTP_URL: 'smtp://127.0.0.1:2525',
        SMS_GATEWAY_URL: 'http://127.0.0.1:1/',
        SMS_GATEWAY_TOKEN: 't',
      }),
    );
    expect([real.email.transport, real.sms.transport]).toEqual(['smtp', 'sms-gateway']);
    real.email.close();
  });
});

describe('delivery over SMTP to a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let adapters: DeliveryAdapters;
  beforeAll(async () => {
    smtp = await startSmtpReceiver({ refuse: (recipient) => recipient.startsWith('nobody@') });
    adapters = {
      email: createSmtpEmailSender({ smtpUrl: smtp.url, from: 'Granska <no-reply@granska.test>' }),
      sms: localOutboxSms,
    };
  });
  afterAll(async () => {
    adapters.email.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('sends the e-mail with its outbox id as Message-ID and records the delivery', async () => {
    const { id } = await database.db.transaction((tx) => queueEmail(tx, resetCode()));
    await deliver(adapters);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('no-reply@granska.test');
    expect(mail?.to).toEqual(['anna.svensson@example.se']);
    expect(mail?.raw).toContain('Subject: Your Granska code');
    expect(mail?.raw).toContain('Your verification code is 482913.');
    expect(mail?.raw).toContain(`Message-ID: <${id}@granska.outbox>`);
    expect(await findOutboxMessage(database.db, id)).toMatchObject({
      status: 'sent',
      transport: 'smtp',
      attempts: 1,
    });
  });

  it('does not send a delivered message again when its job runs twice', async () => {
    const { id } = await queueEmail(database.db, resetCode());
    await deliver(adapters);
    await insertJob(database.db, { kind: DELIVER_OUTBOX_MESSAGE, payload: { messageId: id } });
    expect(await deliver(adapters)).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('sends each message once when two processes deliver at the same time', async () => {
    for (let n = 0; n < 12; n += 1) await queueEmail(database.db, resetCode(`user${n}@example.se`));
    const processes = [deliveryProcess(adapters), deliveryProcess(adapters)];
    const drain = async (process: (typeof processes)[number]) => {
      while ((await process.runDueJobs()) > 0) {}
    };
    await Promise.all(processes.map(drain));

    expect(smtp.received).toHaveLength(12);
    expect(new Set(smtp.received.flatMap((mail) => mail.to)).size).toBe(12);
    const statuses = await database.db.select({ status: outboxMessages.status }).from(outboxMessages);
    expect(statuses.every((row) => row.status === 'sent')).toBe(true);
  });

  it('fails a message the server refuses (5xx) without retrying', async () => {
    const { id } = await queueEmail(database.db, resetCode('nobody@example.se'));
    await deliver(adapters);
    const message = await findOutboxMessage(database.db, id);
    expect(message).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
    expect(message?.lastError).toContain('550');
    const [job] = await deliveryJobs();
    expect(job?.failedAt).toBeInstanceOf(Date);
  });

  it('retries later when the server cannot be reached', async () => {
    const unreachable: DeliveryAdapters = {
      email: createSmtpEmailSender({ smtpUrl: 'smtp://127.0.0.1:1', from: 'no-reply@granska.test' }),
      sms: localOutboxSms,
    };
    const { id } = await queueEmail(database.db, resetCode());
    await deliver(unreachable);
    const message = await findOutboxMessage(database.db, id);
    expect(message).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(message?.lastError).toMatch(/ECONNREFUSED/);
    expect(message?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now());
    const [job] = await deliveryJobs();
    expect(job).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });

    await database.db.update(scheduledJobs).set({ runAt: sql`now()` });
    await deliver(adapters);
    expect(await findOutboxMessage(database.db, id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });
    expect(smtp.received).toHaveLength(1);
  });

  it('clears the body of a delivered message after the retention window, and only then', async () => {
    const old = await queueEmail(database.db, resetCode('old@example.se'));
    const recent = await queueEmail(database.db, resetCode('recent@example.se'));
    await deliver(adapters);
    await database.db
      .update(outboxMessages)
      .set({ sentAt: sql`now() - interval '8 days'` })
      .where(eq(outboxMessages.id, old.id));

    await clearDeliveredBodiesJob(database.db, 7).handle({}, {} as JobContext);
    const cleared = await findOutboxMessage(database.db, old.id);
    expect(cleared?.body).toBeNull();
    expect(cleared?.bodyClearedAt).toBeInstanceOf(Date);
    expect(cleared?.recipient).toBe('old@example.se');
    expect((await findOutboxMessage(database.db, recent.id))?.body).toBe('Your verification code is 482913.');
  });
});

describe('delivery through the HTTP SMS gateway', () => {
  let gateway: Awaited<ReturnType<typeof startSmsGatewayReceiver>>;
  let adapters: DeliveryAdapters;
  beforeAll(async () => {
    gateway = await startSmsGatewayReceiver();
    adapters = {
      email: localOutboxEmail,
      sms: createSmsGatewaySender({ url: gateway.url, token: 'gateway-token', sender: 'Granska' }),
    };
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.received.length = 0;
    gateway.answerWith(202);
  });

  it('posts {from, to, message} with the bearer token and the message id as Idempotency-Key', async () => {
    const { id } = await queueSms(database.db, {
      to: '+46701234567',
      text: 'Kod 123456',
      category: 'identity.mfa',
    });
    await deliver(adapters);

    expect(gateway.received).toHaveLength(1);
    const [sms] = gateway.received;
    expect(sms?.body).toEqual({ from: 'Granska', to: '+46701234567', message: 'Kod 123456' });
    expect(sms?.headers.authorization).toBe('Bearer gateway-token');
    expect(sms?.headers['content-type']).toBe('application/json');
    expect(sms?.headers['idempotency-key']).toBe(id);
    expect(await findOutboxMessage(database.db, id)).toMatchObject({
      status: 'sent',
      transport: 'sms-gateway',
    });
  });

  it('retries when the gateway answers 503 and fails for good on 400', async () => {
    gateway.answerWith(503);
    const retried = await queueSms(database.db, {
      to: '+46701234567',
      text: 'Kod 1',
      category: 'identity.mfa',
    });
    await deliver(adapters);
    expect(await findOutboxMessage(database.db, retried.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'SmsGatewayError: SMS gateway answered 503',
    });

    gateway.answerWith(400);
    await database.db.update(scheduledJobs).set({ runAt: sql`now()` });
    await deliver(adapters);
    expect(await findOutboxMessage(database.db, retried.id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(gateway.received).toHaveLength(2);
  });
});

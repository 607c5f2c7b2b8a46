import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFieldCrypto } from '../../platform/crypto/field-crypto';
import { generateMasterKey, parseMasterKey } from '../../platform/crypto/master-key';
import { createScheduler, type JobContext, type SchedulerLogger } from '../../platform/scheduler/scheduler';
import { enqueueJob } from '../../platform/scheduler/scheduler.repository';
import { deleteAllJobs, makeJobsDue, runDueJobsOnce, storedJobs } from '../../platform/testing/scheduler-kit';
import { createTestDatabase, type TestDatabase, testConfig } from '../../platform/testing/test-app';
import type { DeliveryAdapters } from './delivery.port';
import { createDeliveryAdapters } from './delivery-adapters';
import { localOutboxEmail, localOutboxSms } from './local-outbox.adapter';
import { notificationJobs, outboxRetentionJob } from './notifications.jobs';
import { findOutboxMessage } from './notifications.repository';
import { outboxMessages } from './notifications.schema';
import { DELIVER_OUTBOX_MESSAGE, listOutbox, queueEmail, queueSms } from './notifications.service';
import { openOutboxMessage } from './outbox-fields';
import { startSmsGatewayReceiver, startSmtpReceiver } from './receivers.test-support';
import { createSmsGatewaySender } from './sms-gateway.adapter';
import { createSmtpEmailSender } from './smtp-email.adapter';

const crypto = createFieldCrypto(parseMasterKey(generateMasterKey()));

/** The message as its readers see it (fields decrypted). */
const messageOf = async (id: string) => {
  const row = await findOutboxMessage(database.db, id);
  return row && openOutboxMessage(crypto, row);
};

const quiet: SchedulerLogger = { info: () => {}, warn: () => {}, error: () => {} };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());
beforeEach(async () => {
  await database.db.delete(outboxMessages);
  await deleteAllJobs(database.db);
});

const deliveryOptions = (adapters: DeliveryAdapters) => ({
  database,
  handlers: notificationJobs(database.db, adapters, crypto, retention),
  pollIntervalMs: 1_000,
  log: quiet,
});

const retention = { outboxBodyRetentionDays: 7, localOutboxRetentionDays: 3 };

const deliver = (adapters: DeliveryAdapters) => runDueJobsOnce(deliveryOptions(adapters));

const local: DeliveryAdapters = { email: localOutboxEmail, sms: localOutboxSms };

const resetCode = (to = 'anna.svensson@example.se') => ({
  to,
  subject: 'Your Granska code',
  text: 'Your verification code is 482913.',
  category: 'identity.reset-code',
});

const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 60 * 60_000);

/** One run of the retention job as if the clock showed `at`. */
const retentionRunAt = (at: Date) =>
  outboxRetentionJob(database.db, crypto, retention, () => at).handle({}, {} as JobContext);

const deliveryJobs = () => storedJobs(database.db, DELIVER_OUTBOX_MESSAGE);

describe('queueEmail and queueSms', () => {
  it('write the message and its delivery job in the caller transaction', async () => {
    const { id } = await database.db.transaction((tx) => queueEmail(tx, crypto, resetCode()));
    expect(await messageOf(id)).toMatchObject({
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
        await queueSms(tx, crypto, { to: '+46701234567', text: 'Kod 123456', category: 'identity.mfa' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await database.db.select().from(outboxMessages)).toEqual([]);
    expect(await deliveryJobs()).toEqual([]);
  });

  it('refuse a message without a recipient', async () => {
    await expect(queueSms(database.db, crypto, { to: '  ', text: 'x', category: 'c' })).rejects.toThrow(
      /recipient/,
    );
  });
});

describe('delivery by the local stand-in', () => {
  it('marks the message delivered to the local outbox and keeps it for the local retention period', async () => {
    const { id } = await queueSms(database.db, crypto, {
      to: '+46701234567',
      text: 'Kod 123456',
      category: 'identity.mfa',
    });
    expect(await deliver(local)).toBe(1);
    const message = await messageOf(id);
    expect(message).toMatchObject({ status: 'sent', transport: 'local', attempts: 1, body: 'Kod 123456' });
    expect(message?.sentAt).toBeInstanceOf(Date);

    await retentionRunAt(daysFromNow(2.9));
    expect(await messageOf(id)).toMatchObject({ recipient: '+46701234567', body: 'Kod 123456' });
    await retentionRunAt(daysFromNow(3.1));
    expect(await messageOf(id)).toMatchObject({ recipient: null, subject: null, body: null, status: 'sent' });
    expect((await messageOf(id))?.bodyClearedAt).toBeInstanceOf(Date);
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
    const { id } = await database.db.transaction((tx) => queueEmail(tx, crypto, resetCode()));
    await deliver(adapters);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('no-reply@granska.test');
    expect(mail?.to).toEqual(['anna.svensson@example.se']);
    expect(mail?.raw).toContain('Subject: Your Granska code');
    expect(mail?.raw).toContain('Your verification code is 482913.');
    expect(mail?.raw).toContain(`Message-ID: <${id}@granska.outbox>`);
    expect(await messageOf(id)).toMatchObject({
      status: 'sent',
      transport: 'smtp',
      attempts: 1,
    });
  });

  it('sends text attachments (a calendar file) and clears them with the body', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    const { id } = await queueEmail(database.db, crypto, {
      ...resetCode(),
      attachments: [{ filename: 'intervju.ics', contentType: 'text/calendar; method=REQUEST', content: ics }],
    });
    const stored = await findOutboxMessage(database.db, id);
    expect(stored?.attachments).not.toContain('VCALENDAR');
    await deliver(adapters);
    const [mail] = smtp.received;
    expect(mail?.raw).toContain('text/calendar; method=REQUEST');
    expect(mail?.raw).toContain('filename=intervju.ics');
    expect((await messageOf(id))?.attachments).toEqual([
      { filename: 'intervju.ics', contentType: 'text/calendar; method=REQUEST', content: ics },
    ]);
    await database.db
      .update(outboxMessages)
      .set({ sentAt: sql`now() - interval '8 days'` })
      .where(eq(outboxMessages.id, id));
    await retentionRunAt(new Date());
    expect((await findOutboxMessage(database.db, id))?.attachments).toBeNull();
  });

  it('does not send a delivered message again when its job runs twice', async () => {
    const { id } = await queueEmail(database.db, crypto, resetCode());
    await deliver(adapters);
    await enqueueJob(database.db, { kind: DELIVER_OUTBOX_MESSAGE, payload: { messageId: id } });
    expect(await deliver(adapters)).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('sends each message once when two processes deliver at the same time', async () => {
    for (let n = 0; n < 12; n += 1) await queueEmail(database.db, crypto, resetCode(`user${n}@example.se`));
    const processes = [
      createScheduler(deliveryOptions(adapters)),
      createScheduler(deliveryOptions(adapters)),
    ];
    const drain = async (process: (typeof processes)[number]) => {
      while ((await process.runDueJobs()) > 0) {}
      await process.stop();
    };
    await Promise.all(processes.map(drain));

    expect(smtp.received).toHaveLength(12);
    expect(new Set(smtp.received.flatMap((mail) => mail.to)).size).toBe(12);
    const statuses = await database.db.select({ status: outboxMessages.status }).from(outboxMessages);
    expect(statuses.every((row) => row.status === 'sent')).toBe(true);
  });

  it('fails a message the server refuses (5xx) without retrying', async () => {
    const { id } = await queueEmail(database.db, crypto, resetCode('nobody@example.se'));
    await deliver(adapters);
    const message = await messageOf(id);
    expect(message).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
    expect(message?.lastError).toContain('550');
    const [job] = await deliveryJobs();
    expect(job?.state).toBe('failed');
  });

  it('retries later when the server cannot be reached', async () => {
    const unreachable: DeliveryAdapters = {
      email: createSmtpEmailSender({ smtpUrl: 'smtp://127.0.0.1:1', from: 'no-reply@granska.test' }),
      sms: localOutboxSms,
    };
    const { id } = await queueEmail(database.db, crypto, resetCode());
    await deliver(unreachable);
    const message = await messageOf(id);
    expect(message).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(message?.lastError).toMatch(/ECONNREFUSED/);
    expect(message?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now());
    const [job] = await deliveryJobs();
    expect(job).toMatchObject({ state: 'retry', retryCount: 0 });

    await makeJobsDue(database.db);
    await deliver(adapters);
    expect(await messageOf(id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });
    expect(smtp.received).toHaveLength(1);
  });

  it('clears recipient, subject and body of a delivered message after the retention period, and only then', async () => {
    const old = await queueEmail(database.db, crypto, resetCode('old@example.se'));
    const recent = await queueEmail(database.db, crypto, resetCode('recent@example.se'));
    await deliver(adapters);
    await database.db
      .update(outboxMessages)
      .set({ sentAt: sql`now() - interval '8 days'` })
      .where(eq(outboxMessages.id, old.id));

    await retentionRunAt(new Date());
    const cleared = await messageOf(old.id);
    expect(cleared).toMatchObject({
      recipient: null,
      subject: null,
      body: null,
      category: 'identity.reset-code',
    });
    expect(cleared?.bodyClearedAt).toBeInstanceOf(Date);
    expect((await findOutboxMessage(database.db, old.id))?.recipientHash).toBeNull();
    expect(await messageOf(recent.id)).toMatchObject({
      recipient: 'recent@example.se',
      body: 'Your verification code is 482913.',
    });

    // A local retention period shorter than the real one does not shorten the real one.
    await retentionRunAt(daysFromNow(6.9));
    expect((await messageOf(recent.id))?.recipient).toBe('recent@example.se');
    await retentionRunAt(daysFromNow(7.1));
    expect(await messageOf(recent.id)).toMatchObject({ recipient: null, subject: null, body: null });
  });

  it('clears a message that failed for good after the retention period from when it was queued', async () => {
    const { id } = await queueEmail(database.db, crypto, resetCode('nobody@example.se'));
    await deliver(adapters);
    expect((await messageOf(id))?.status).toBe('failed');
    await retentionRunAt(daysFromNow(6.9));
    expect((await messageOf(id))?.recipient).toBe('nobody@example.se');
    await retentionRunAt(daysFromNow(7.1));
    expect(await messageOf(id)).toMatchObject({ status: 'failed', recipient: null, body: null });
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
    const { id } = await queueSms(database.db, crypto, {
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
    expect(await messageOf(id)).toMatchObject({
      status: 'sent',
      transport: 'sms-gateway',
    });
  });

  it('retries when the gateway answers 503 and fails for good on 400', async () => {
    gateway.answerWith(503);
    const retried = await queueSms(database.db, crypto, {
      to: '+46701234567',
      text: 'Kod 1',
      category: 'identity.mfa',
    });
    await deliver(adapters);
    expect(await messageOf(retried.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'SmsGatewayError: SMS gateway answered 503',
    });

    gateway.answerWith(400);
    await makeJobsDue(database.db);
    await deliver(adapters);
    expect(await messageOf(retried.id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(gateway.received).toHaveLength(2);
  });
});

describe('personal data at rest', () => {
  it('keeps the person e-mail, phone and the ordering customer out of the stored rows', async () => {
    const text = 'Hej!\n\nByggbevakning i Norr AB har beställt en bakgrundskontroll av dig via Granska.';
    await queueEmail(database.db, crypto, {
      to: 'kalle.kandidat@example.se',
      subject: 'Samtycke till bakgrundskontroll',
      text,
      category: 'consent-request',
    });
    await queueSms(database.db, crypto, { to: '+46701112233', text, category: 'consent-request' });
    await deliver(local);

    const raw = JSON.stringify(await database.db.select().from(outboxMessages));
    expect(raw).toContain('consent-request');
    for (const secret of ['kalle.kandidat', '46701112233', 'Byggbevakning'])
      expect(raw).not.toContain(secret);
    const [mail] = await listOutbox(database.db, crypto, {
      limit: 5,
      recipient: 'kalle.kandidat@example.se',
    });
    expect(mail).toMatchObject({ channel: 'email', subject: 'Samtycke till bakgrundskontroll', body: text });
  });

  it('reads, delivers, then encrypts rows written in clear before encryption, and clears them in time', async () => {
    const [legacy] = await database.db
      .insert(outboxMessages)
      .values({
        channel: 'email',
        recipient: 'gammal@example.se',
        subject: 'Återställ lösenord',
        body: 'Din kod är 777777',
        category: 'identity.reset-code',
      })
      .returning();
    const [cleared] = await database.db
      .insert(outboxMessages)
      .values({
        channel: 'sms',
        recipient: '+46708887766',
        body: null,
        category: 'identity.mfa',
        status: 'sent',
        transport: 'sms-gateway',
        sentAt: sql`now() - interval '30 days'`,
        bodyClearedAt: sql`now() - interval '23 days'`,
      })
      .returning();
    if (!legacy || !cleared) throw new Error('insert failed');
    await enqueueJob(database.db, { kind: DELIVER_OUTBOX_MESSAGE, payload: { messageId: legacy.id } });
    const byRecipient = () => listOutbox(database.db, crypto, { limit: 5, recipient: 'gammal@example.se' });
    expect((await byRecipient()).map((message) => message.body)).toEqual(['Din kod är 777777']);
    await deliver(local);
    expect(await messageOf(legacy.id)).toMatchObject({ status: 'sent', body: 'Din kod är 777777' });

    await retentionRunAt(new Date());
    const raw = JSON.stringify(await database.db.select().from(outboxMessages));
    for (const secret of ['gammal@', '777777', 'Återställ', '8887766']) expect(raw).not.toContain(secret);
    expect(await byRecipient()).toEqual([
      expect.objectContaining({ id: legacy.id, subject: 'Återställ lösenord', body: 'Din kod är 777777' }),
    ]);
    expect(await messageOf(cleared.id)).toMatchObject({
      recipient: null,
      body: null,
      category: 'identity.mfa',
    });
  });
});

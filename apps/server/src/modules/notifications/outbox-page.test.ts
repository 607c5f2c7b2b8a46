import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { JobContext } from '../../platform/scheduler/scheduler';
import { testAppForFile, withProductionApp } from '../../platform/testing/test-app';
import { outboxRetentionJob } from './notifications.jobs';
import { outboxMessages } from './notifications.schema';
import { queueEmail, queueSms } from './notifications.service';

const testApp = testAppForFile();
beforeEach(async () => {
  await testApp.database.db.delete(outboxMessages);
});

const RETENTION = { outboxBodyRetentionDays: 7, localOutboxRetentionDays: 3 };

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('GET /dev/outbox', () => {
  it('is a Swedish HTML page, labelled as a test service, listing the newest message first', async () => {
    const db = testApp.database.db;
    await queueEmail(db, testApp.app.fieldCrypto, {
      to: 'anna@example.se',
      subject: 'Återställ lösenord',
      text: 'Din kod är 123456',
      category: 'identity.reset-code',
    });
    await db.update(outboxMessages).set({ createdAt: sql`now() - interval '1 minute'` });
    await queueSms(db, testApp.app.fieldCrypto, {
      to: '+46701234567',
      text: '<b>Kod</b> 654321 & mer',
      category: 'identity.mfa',
    });

    const response = await get('/dev/outbox');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('Testtjänst');
    expect(html).toContain('Återställ lösenord');
    expect(html).toContain('Din kod är 123456');
    expect(html).toContain('&#60;b&#62;Kod&#60;/b&#62; 654321 &#38; mer');
    expect(html).not.toContain('<b>Kod</b>');
    expect(html).not.toContain('<script');
    expect(html.indexOf('+46701234567')).toBeLessThan(html.indexOf('anna@example.se'));
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('pages 50 messages at a time with ?page=', async () => {
    const db = testApp.database.db;
    for (let n = 1; n <= 53; n += 1) {
      const { id } = await queueSms(db, testApp.app.fieldCrypto, {
        to: `+4670000${String(n).padStart(4, '0')}`,
        text: `Kod ${n}`,
        category: 'test',
      });
      await db
        .update(outboxMessages)
        .set({ createdAt: sql`now() - make_interval(secs => ${100 - n})` })
        .where(eq(outboxMessages.id, id));
    }

    const first = (await get('/dev/outbox')).body;
    expect(first).toContain('53 meddelanden, sida 1 av 2.');
    expect(first).toContain('Kod 53<');
    expect(first).not.toContain('Kod 3<');
    expect(first).toContain('href="?page=2"');

    const second = (await get('/dev/outbox?page=2')).body;
    expect(second).toContain('sida 2 av 2');
    expect(second).toContain('Kod 3<');
    expect(second).toContain('Kod 1<');
    expect(second).not.toContain('Kod 4<');
    expect(second).toContain('href="?page=1"');
  });

  it('shows who got what until the local retention period has passed, then that it was cleared', async () => {
    const { db } = testApp.database;
    const { fieldCrypto } = testApp.app;
    const { id } = await queueSms(db, fieldCrypto, {
      to: '+46705550001',
      text: 'Kod 246810',
      category: 'mfa-code',
    });
    await outboxRetentionJob(db, fieldCrypto, RETENTION).handle({}, {} as JobContext);
    expect((await get('/dev/outbox')).body).toContain('Kod 246810');

    await db
      .update(outboxMessages)
      .set({ status: 'sent', transport: 'local', sentAt: sql`now() - interval '4 days'` });
    await outboxRetentionJob(db, fieldCrypto, RETENTION).handle({}, {} as JobContext);
    const html = (await get('/dev/outbox')).body;
    expect(html).not.toContain('Kod 246810');
    expect(html).not.toContain('+46705550001');
    expect(html).toContain('(rensad efter lagringstiden)');
    const [message] = (await get('/dev/outbox/messages')).json().result;
    expect(message).toMatchObject({ id, to: null, text: null, category: 'mfa-code' });
  });

  it('says so when the outbox is empty, and refuses a bad page number', async () => {
    expect((await get('/dev/outbox')).body).toContain('Utkorgen är tom.');
    const bad = await get('/dev/outbox?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'BAD_REQUEST', message: 'Ogiltig begäran' });
  });
});

describe('GET /dev/outbox/messages', () => {
  beforeEach(async () => {
    const db = testApp.database.db;
    const mfaSms = (to: string, text: string) =>
      queueSms(db, testApp.app.fieldCrypto, { to, text, category: 'identity.mfa' });
    await mfaSms('+46701234567', 'Kod 111111');
    await queueEmail(db, testApp.app.fieldCrypto, {
      to: 'anna@example.se',
      subject: 'Kod',
      text: 'Kod 222222',
      category: 'identity.reset-code',
    });
    await mfaSms('+46701234567', 'Kod 333333');
    await mfaSms('+46709999999', 'Kod 444444');
  });

  it('answers the latest messages for a recipient and category in the main envelope, newest first', async () => {
    const response = await get('/dev/outbox/messages?to=%2B46701234567&category=identity.mfa');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'OK', message: 'OK' });
    expect(body.result.map((message: { text: string }) => message.text)).toEqual([
      'Kod 333333',
      'Kod 111111',
    ]);
    expect(body.result[0]).toMatchObject({
      channel: 'sms',
      to: '+46701234567',
      subject: null,
      category: 'identity.mfa',
      status: 'pending',
      transport: null,
      attempts: 0,
      sentAt: null,
    });
    expect(new Date(body.result[0].createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('honours limit and answers everything without filters', async () => {
    expect((await get('/dev/outbox/messages')).json().result).toHaveLength(4);
    const limited = (await get('/dev/outbox/messages?category=identity.mfa&limit=1')).json().result;
    expect(limited.map((message: { text: string }) => message.text)).toEqual(['Kod 444444']);
    expect((await get('/dev/outbox/messages?to=nobody@example.se')).json().result).toEqual([]);
  });

  it('refuses a limit out of range', async () => {
    const response = await get('/dev/outbox/messages?limit=1000');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('query.limit');
  });
});

describe('in production', () => {
  it('has no outbox page and no outbox messages', () =>
    withProductionApp(async (production) => {
      await queueSms(production.database.db, production.app.fieldCrypto, {
        to: '+46701234567',
        text: 'Kod 999999',
        category: 'identity.mfa',
      });
      for (const url of ['/dev/outbox', '/dev/outbox/messages']) {
        const response = await production.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain('999999');
      }
      expect(production.app.registeredRoutes.some((route) => route.url.startsWith('/dev'))).toBe(false);
      expect(testApp.app.registeredRoutes.filter((route) => route.url.startsWith('/dev/outbox'))).toEqual([
        expect.objectContaining({ method: 'GET', url: '/dev/outbox', access: 'public' }),
        expect.objectContaining({ method: 'HEAD', url: '/dev/outbox', access: 'public' }),
        expect.objectContaining({ method: 'GET', url: '/dev/outbox/messages', access: 'public' }),
        expect.objectContaining({ method: 'HEAD', url: '/dev/outbox/messages', access: 'public' }),
      ]);
    }));
});

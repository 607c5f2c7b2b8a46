import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../platform/testing/test-app';
import { bankIdOrders, localBankIdOrders } from './bankid.schema';
import { type BankIdClient, BankIdError, createBankIdClient } from './bankid-client';
import { LOCAL_BANKID_API_PATH } from './local-bankid.routes';

const PNR = '199001012385';
const OTHER_PNR = '201701012393';
const IP = '192.0.2.10';

let testApp: TestApp;
let baseUrl: string;
let client: BankIdClient;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  client = createBankIdClient({ baseUrl: `${baseUrl}${LOCAL_BANKID_API_PATH}` });
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await testApp.database.db.delete(localBankIdOrders);
  await testApp.database.db.delete(bankIdOrders);
});

const tester = async (orderRef: string, action: string, body: object = {}) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/dev/bankid/orders/${orderRef}/${action}`,
    payload: body,
  });
  return response;
};

const bankIdError = async (promise: Promise<unknown>): Promise<BankIdError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BankIdError) return error;
    throw error;
  }
  throw new Error('expected a BankIdError');
};

/** A raw POST, to send what our client never would. */
const rawPost = (path: string, body: string, contentType: string | undefined) =>
  new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${LOCAL_BANKID_API_PATH}${path}`,
      { method: 'POST', headers: contentType ? { 'content-type': contentType } : {} },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });

describe('the client against the local BankID server, over HTTP', () => {
  it('runs an auth order: pending outstandingTransaction, the tester approves, complete with completionData', async () => {
    const order = await client.auth({ endUserIp: IP, returnRisk: true });
    expect(order).toEqual({
      orderRef: expect.stringMatching(/^[0-9a-f-]{36}$/),
      autoStartToken: expect.any(String),
      qrStartToken: expect.any(String),
      qrStartSecret: expect.any(String),
    });
    expect(await client.collect(order.orderRef)).toEqual({
      orderRef: order.orderRef,
      status: 'pending',
      hintCode: 'outstandingTransaction',
    });

    expect((await tester(order.orderRef, 'start')).json().result[0]).toMatchObject({ hintCode: 'userSign' });
    expect((await client.collect(order.orderRef)).hintCode).toBe('userSign');

    const approved = await tester(order.orderRef, 'complete', {
      personalNumber: PNR,
      name: 'Anna Maria Svensson',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().result[0]).toEqual({
      orderRef: order.orderRef,
      status: 'complete',
      hintCode: null,
    });

    const done = await client.collect(order.orderRef);
    expect(done.status).toBe('complete');
    expect(done.hintCode).toBeUndefined();
    expect(done.completionData).toMatchObject({
      user: {
        personalNumber: PNR,
        name: 'Anna Maria Svensson',
        givenName: 'Anna Maria',
        surname: 'Svensson',
      },
      device: { ipAddress: IP, uhi: expect.any(String) },
      bankIdIssueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      stepUp: { mrtd: false },
      risk: 'low',
    });
    const ocsp = Buffer.from(done.completionData?.ocspResponse ?? '', 'base64').toString('utf8');
    expect(ocsp).toContain('not issued by BankID');
    // Completed orders stay collectable for a while, as at BankID.
    expect((await client.collect(order.orderRef)).status).toBe('complete');
  });

  it('signs: the signature document embeds userVisibleData and userNonVisibleData as sent', async () => {
    const visible = Buffer.from('Jag samtycker till **bakgrundskontroll** – åäö', 'utf8').toString('base64');
    const hidden = Buffer.from('consent:42', 'utf8').toString('base64');
    const order = await client.sign({
      endUserIp: IP,
      userVisibleData: visible,
      userVisibleDataFormat: 'simpleMarkdownV1',
      userNonVisibleData: hidden,
      requirement: { personalNumber: PNR },
    });
    const open = await testApp.app.inject({ method: 'GET', url: '/dev/bankid/orders?status=open' });
    expect(open.json().result).toEqual([
      expect.objectContaining({
        orderRef: order.orderRef,
        type: 'sign',
        requestedPersonalNumber: PNR,
        userVisibleData: 'Jag samtycker till **bakgrundskontroll** – åäö',
        started: false,
      }),
    ]);
    await tester(order.orderRef, 'complete', { personalNumber: PNR });
    const done = await client.collect(order.orderRef);
    expect(done.completionData?.user.name).toBe('Test Testsson');
    const xml = Buffer.from(done.completionData?.signature ?? '', 'base64').toString('utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"/);
    expect(xml).toContain('<Signature xmlns="http://www.w3.org/2000/09/xmldsig#">');
    expect(xml).toContain(`<usrVisibleData charset="UTF-8" visible="wysiwys">${visible}</usrVisibleData>`);
    expect(xml).toContain(`<usrNonVisibleData>${hidden}</usrNonVisibleData>`);
    expect(xml).toContain('<funcId>Signing</funcId>');
    expect(xml).toContain('NOT a real BankID signature');
    expect(done.completionData?.risk).toBeUndefined();
  });

  it('fails an order the tester approves as someone else than the required person (startFailed)', async () => {
    const order = await client.auth({ endUserIp: IP, requirement: { personalNumber: PNR } });
    const answer = await tester(order.orderRef, 'complete', { personalNumber: OTHER_PNR });
    expect(answer.json().result[0]).toMatchObject({ status: 'failed', hintCode: 'startFailed' });
    expect(await client.collect(order.orderRef)).toEqual({
      orderRef: order.orderRef,
      status: 'failed',
      hintCode: 'startFailed',
    });
  });

  it('ends with userCancel when the user cancels in the app', async () => {
    const order = await client.auth({ endUserIp: IP });
    await tester(order.orderRef, 'cancel');
    expect(await client.collect(order.orderRef)).toMatchObject({ status: 'failed', hintCode: 'userCancel' });
    const again = await tester(order.orderRef, 'complete', { personalNumber: PNR });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 'CONFLICT', message: 'Ordern är inte längre öppen' });
  });

  it('forgets an order the relying party cancels: a later collect is invalidParameters', async () => {
    const order = await client.auth({ endUserIp: IP });
    await client.cancel(order.orderRef);
    const error = await bankIdError(client.collect(order.orderRef));
    expect(error).toMatchObject({
      errorCode: 'invalidParameters',
      httpStatus: 400,
      details: 'No such order',
    });
    expect(error.userMessage.sv).toBe('Anslutningen till BankID misslyckades');
    expect((await bankIdError(client.cancel(order.orderRef))).errorCode).toBe('invalidParameters');
  });

  it('expires: startFailed when the app never started, expiredTransaction when it did', async () => {
    const neverStarted = await client.auth({ endUserIp: IP });
    await tester(neverStarted.orderRef, 'expire');
    expect(await client.collect(neverStarted.orderRef)).toMatchObject({
      status: 'failed',
      hintCode: 'startFailed',
    });

    const started = await client.auth({ endUserIp: IP });
    await tester(started.orderRef, 'start');
    await tester(started.orderRef, 'expire');
    expect(await client.collect(started.orderRef)).toMatchObject({
      status: 'failed',
      hintCode: 'expiredTransaction',
    });
  });

  it('lets an unanswered order run out after the configured lifetime', async () => {
    const first = await client.auth({ endUserIp: IP });
    const second = await client.auth({ endUserIp: IP });
    await tester(second.orderRef, 'start');
    // 180 s (BANKID_LOCAL_ORDER_LIFETIME_SECONDS' default) have passed.
    await testApp.database.db
      .update(localBankIdOrders)
      .set({ createdAt: sql`now() - interval '181 seconds'` });
    expect(await client.collect(first.orderRef)).toMatchObject({ status: 'failed', hintCode: 'startFailed' });
    expect(await client.collect(second.orderRef)).toMatchObject({
      status: 'failed',
      hintCode: 'expiredTransaction',
    });
  });

  it('allows one order per person: a second is alreadyInProgress and the first ends cancelled', async () => {
    const first = await client.auth({ endUserIp: IP, requirement: { personalNumber: PNR } });
    const error = await bankIdError(
      client.sign({
        endUserIp: IP,
        userVisibleData: Buffer.from('Skriv under').toString('base64'),
        requirement: { personalNumber: PNR },
      }),
    );
    expect(error).toMatchObject({ errorCode: 'alreadyInProgress', httpStatus: 400, transport: false });
    expect(error.userMessage.sv).toBe(
      'En identifiering eller underskrift pågår redan för ditt personnummer. Försök igen.',
    );
    expect(await client.collect(first.orderRef)).toMatchObject({ status: 'failed', hintCode: 'cancelled' });
    // Another person is not affected, and the person may start again now.
    await client.auth({ endUserIp: IP, requirement: { personalNumber: OTHER_PNR } });
    await client.auth({ endUserIp: IP, requirement: { personalNumber: PNR } });
  });

  it('runs phone orders', async () => {
    const order = await client.phoneAuth({ personalNumber: PNR, callInitiator: 'RP' });
    expect(Object.keys(order)).toEqual(['orderRef']);
    expect((await client.collect(order.orderRef)).hintCode).toBe('outstandingTransaction');
    await tester(order.orderRef, 'complete', { personalNumber: PNR });
    expect((await client.collect(order.orderRef)).status).toBe('complete');
    const sign = await client.phoneSign({
      personalNumber: OTHER_PNR,
      callInitiator: 'user',
      userVisibleData: Buffer.from('Avtal').toString('base64'),
    });
    expect(sign.orderRef).toEqual(expect.any(String));
  });

  it('answers invalidParameters for bad input, with BankID details that never reach a user', async () => {
    for (const request of [
      client.auth({ endUserIp: IP, requirement: { personalNumber: '199001012386' } }),
      client.auth({ endUserIp: IP, requirement: { personalNumber: '19900101-2385' } }),
      client.auth({ endUserIp: 'not an ip' }),
      client.sign({ endUserIp: IP } as never),
      client.auth({ endUserIp: IP, userVisibleData: 'not base64!' }),
      client.phoneAuth({ personalNumber: PNR } as never),
      client.collect(''),
    ]) {
      const error = await bankIdError(request);
      expect(error).toMatchObject({ errorCode: 'invalidParameters', httpStatus: 400 });
      expect(error.details).toMatch(/^Invalid /);
      expect(error.message).not.toContain(error.details ?? '');
    }
    const unknown = await bankIdError(client.collect('a5b0c8a7-7d0e-4b8d-9c51-5a1c2f0e0d3a'));
    expect(unknown).toMatchObject({ errorCode: 'invalidParameters', details: 'No such order' });
  });

  it('is strict about the content type, as BankID is (415 for a charset), and answers in its error format', async () => {
    const body = JSON.stringify({ endUserIp: IP });
    expect(await rawPost('/auth', body, 'application/json; charset=UTF-8')).toEqual({
      status: 415,
      body: { errorCode: 'unsupportedMediaType', details: 'Unsupported media type' },
    });
    expect((await rawPost('/auth', body, 'text/plain')).status).toBe(415);
    expect((await rawPost('/auth', body, undefined)).status).toBe(415);
    expect(await rawPost('/auth', '{"endUserIp":', 'application/json')).toMatchObject({
      status: 400,
      body: { errorCode: 'invalidParameters' },
    });
    expect(await rawPost('/nothing', body, 'application/json')).toMatchObject({
      status: 404,
      body: { errorCode: 'notFound' },
    });
    expect((await rawPost('/auth', body, 'application/json')).status).toBe(200);
  });

  it('maps an unreachable server to a transport error', async () => {
    const nowhere = createBankIdClient({ baseUrl: 'http://127.0.0.1:9/rp/v6.0', timeoutMs: 2000 });
    const error = await bankIdError(nowhere.auth({ endUserIp: IP }));
    expect(error).toMatchObject({ errorCode: 'internalError', httpStatus: 0, transport: true });
    expect(error.userMessage.sv).toBe('Något gick fel. Försök igen.');
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withProductionApp } from '../../platform/testing/test-app';
import { localBankIdOrders } from './bankid.schema';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await testApp.database.db.delete(localBankIdOrders);
});

/** Orders through the RP API in-process (the client over real HTTP is local-bankid.test.ts). */
const startOrder = async (path: 'auth' | 'sign', body: object) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/dev/bankid/rp/v6.0/${path}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ orderRef: string }>().orderRef;
};

const collect = async (orderRef: string) =>
  (
    await testApp.app.inject({
      method: 'POST',
      url: '/dev/bankid/rp/v6.0/collect',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ orderRef }),
    })
  ).json();

const submitForm = (url: string, fields: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('GET /dev/bankid', () => {
  it('is a Swedish page marked as a test service, listing open orders with forms and no scripts', async () => {
    const signRef = await startOrder('sign', {
      endUserIp: '127.0.0.1',
      userVisibleData: Buffer.from('Jag godkänner <b>avtalet</b> & villkoren', 'utf8').toString('base64'),
      requirement: { personalNumber: '201701012393' },
    });
    const authRef = await startOrder('auth', { endUserIp: '127.0.0.1' });

    const response = await testApp.app.inject({ method: 'GET', url: '/dev/bankid' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('Testtjänst – inte riktigt BankID');
    expect(html).not.toContain('<script');
    expect(html).toContain(signRef.slice(0, 8));
    expect(html).toContain(authRef.slice(0, 8));
    expect(html.indexOf(signRef.slice(0, 8))).toBeLessThan(html.indexOf(authRef.slice(0, 8)));
    expect(html).toContain('Jag godkänner &#60;b&#62;avtalet&#60;/b&#62; &#38; villkoren');
    expect(html).not.toContain('<b>avtalet</b>');
    // The required person is prefilled; an order naming nobody offers a Skatteverket test number.
    expect(html).toContain('value="201701012393"');
    expect(html).toContain('value="199001012385"');
    for (const label of ['Godkänn', 'Avbryt', 'Låt gå ut', 'Starta appen']) expect(html).toContain(label);
    expect(html).toContain(`action="/dev/bankid/orders/${signRef}/complete"`);
    expect(html).toContain(`formaction="/dev/bankid/orders/${signRef}/expire"`);
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('says so when no order is open', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/dev/bankid' })).body).toContain(
      'Inga öppna ordrar.',
    );
  });
});

describe('the page forms', () => {
  it('approve, cancel, start and expire an order, then redirect back to the page with a notice', async () => {
    const approveRef = await startOrder('auth', { endUserIp: '127.0.0.1' });
    const approved = await submitForm(`/dev/bankid/orders/${approveRef}/complete`, {
      personalNumber: '19900101-2385',
      name: 'Eva Lind',
    });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe('/dev/bankid?meddelande=klar');
    expect(await collect(approveRef)).toMatchObject({
      status: 'complete',
      completionData: { user: { personalNumber: '199001012385', name: 'Eva Lind' } },
    });
    expect((await testApp.app.inject({ method: 'GET', url: '/dev/bankid?meddelande=klar' })).body).toContain(
      'Ordern är godkänd.',
    );

    const cancelRef = await startOrder('auth', { endUserIp: '127.0.0.1' });
    expect((await submitForm(`/dev/bankid/orders/${cancelRef}/cancel`)).headers.location).toBe(
      '/dev/bankid?meddelande=avbruten',
    );
    expect(await collect(cancelRef)).toMatchObject({ status: 'failed', hintCode: 'userCancel' });

    const expireRef = await startOrder('auth', { endUserIp: '127.0.0.1' });
    await submitForm(`/dev/bankid/orders/${expireRef}/start`, { personalNumber: '199001012385' });
    expect(await collect(expireRef)).toMatchObject({ status: 'pending', hintCode: 'userSign' });
    expect((await submitForm(`/dev/bankid/orders/${expireRef}/expire`)).headers.location).toBe(
      '/dev/bankid?meddelande=utgangen',
    );
    expect(await collect(expireRef)).toMatchObject({ status: 'failed', hintCode: 'expiredTransaction' });

    // An order no longer open, a wrong person and a bad number come back as notices.
    expect((await submitForm(`/dev/bankid/orders/${expireRef}/cancel`)).headers.location).toBe(
      '/dev/bankid?meddelande=inte-oppen',
    );
    const wrongRef = await startOrder('auth', {
      endUserIp: '127.0.0.1',
      requirement: { personalNumber: '199001012385' },
    });
    expect(
      (await submitForm(`/dev/bankid/orders/${wrongRef}/complete`, { personalNumber: '201701012393' }))
        .headers.location,
    ).toBe('/dev/bankid?meddelande=fel-person');
    expect(
      (await submitForm(`/dev/bankid/orders/${wrongRef}/complete`, { personalNumber: '12345' })).headers
        .location,
    ).toBe('/dev/bankid?meddelande=ogiltigt-personnummer');
  });
});

describe('the JSON twin', () => {
  it('lists open orders and refuses unknown orders and bad personal numbers in the envelope', async () => {
    const orderRef = await startOrder('auth', { endUserIp: '127.0.0.1' });
    const open = await testApp.app.inject({ method: 'GET', url: '/dev/bankid/orders?status=open' });
    expect(open.json()).toMatchObject({
      status: 'OK',
      result: [
        { orderRef, type: 'auth', requestedPersonalNumber: null, userVisibleData: null, started: false },
      ],
    });
    const missing = await testApp.app.inject({
      method: 'POST',
      url: '/dev/bankid/orders/unknown/complete',
      payload: { personalNumber: '199001012385' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'NOT_FOUND', message: 'Ordern finns inte' });
    const bad = await testApp.app.inject({
      method: 'POST',
      url: `/dev/bankid/orders/${orderRef}/complete`,
      payload: { personalNumber: '199001012386' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'BAD_REQUEST' });
  });
});

describe('in production', () => {
  it('has no local BankID server and no tester page', () =>
    withProductionApp(async (production) => {
      for (const [method, url] of [
        ['GET', '/dev/bankid'],
        ['GET', '/dev/bankid/orders'],
        ['POST', '/dev/bankid/rp/v6.0/auth'],
      ] as const) {
        const response = await production.app.inject({
          method,
          url,
          headers: { 'content-type': 'application/json' },
          ...(method === 'POST' ? { payload: '{"endUserIp":"127.0.0.1"}' } : {}),
        });
        expect(response.statusCode, url).toBe(404);
      }
      expect(production.app.registeredRoutes.some((route) => route.url.startsWith('/dev/bankid'))).toBe(
        false,
      );
      const local = testApp.app.registeredRoutes.filter((route) => route.url.startsWith('/dev/bankid'));
      expect(local.length).toBeGreaterThanOrEqual(10);
      for (const route of local) expect(route.access, route.url).toBe('public');
    }));
});

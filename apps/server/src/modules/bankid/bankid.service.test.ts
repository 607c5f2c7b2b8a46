import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../platform/testing/test-app';
import { bankIdOrders, localBankIdOrders } from './bankid.schema';
import { BankIdError } from './bankid-client';
import { bankIdQrContent } from './bankid-qr';
import { listeningBaseUrl } from './bankid-runtime';

const PNR = '199001012385';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  // BANKID_URL is unset: app.bankId calls this very server's local BankID server over real HTTP.
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => testApp.close());

const localOrder = async (orderRef: string) => {
  const [row] = await testApp.database.db
    .select()
    .from(localBankIdOrders)
    .where(eq(localBankIdOrders.orderRef, orderRef));
  if (!row) throw new Error('no local order');
  return row;
};

const approve = (orderRef: string, personalNumber = PNR) =>
  testApp.app.inject({
    method: 'POST',
    url: `/dev/bankid/orders/${orderRef}/complete`,
    payload: { personalNumber },
  });

describe('BankIdService (app.bankId) with the local BankID server', () => {
  it('starts an auth order, gives the animated QR code, collects RFA messages and the completion', async () => {
    const bankId = testApp.app.bankId;
    const started = await bankId.startAuth({
      endUserIp: '127.0.0.1',
      personalNumber: '19900101-2385',
      userVisibleData: 'Logga in i **Granska**',
    });
    expect(started.autoStartUrl).toMatch(
      /^https:\/\/app\.bankid\.com\/\?autostarttoken=[0-9a-f-]{36}&redirect=null$/,
    );

    const local = await localOrder(started.orderRef);
    expect(local.personalNumber).toBe(PNR);
    expect(local.request).toMatchObject({
      userVisibleData: Buffer.from('Logga in i **Granska**').toString('base64'),
      userVisibleDataFormat: 'simpleMarkdownV1',
    });

    // The secret stays on the server, encrypted; the QR code follows BankID's formula from our start time.
    const [ours] = await testApp.database.db
      .select()
      .from(bankIdOrders)
      .where(eq(bankIdOrders.orderRef, started.orderRef));
    expect(ours?.qrStartSecret).toMatch(/^v1\./);
    expect(ours?.qrStartSecret).not.toContain(local.qrStartSecret);
    const createdAt = ours?.createdAt ?? new Date();
    const at = new Date(createdAt.getTime() + 3_500);
    expect(await bankId.qrCode(started.orderRef, at)).toBe(
      bankIdQrContent(local.qrStartToken, local.qrStartSecret, 3),
    );

    expect(await bankId.collect(started.orderRef)).toEqual({
      orderRef: started.orderRef,
      status: 'pending',
      hintCode: 'outstandingTransaction',
      message: { sv: 'Starta BankID-appen.', en: 'Start your BankID app.' },
    });
    expect((await bankId.collect(started.orderRef, { autoStarted: true })).message?.sv).toBe(
      'Försöker starta BankID-appen.',
    );

    await approve(started.orderRef);
    const done = await bankId.collect(started.orderRef);
    expect(done).toMatchObject({ status: 'complete', hintCode: null, message: null });
    expect(done.completion?.user.personalNumber).toBe(PNR);
    expect(done.completion?.signature).toEqual(expect.any(String));
    expect(done.completion?.ocspResponse).toEqual(expect.any(String));

    // The order has ended: no more QR codes, and the secret is gone.
    expect(await bankId.qrCode(started.orderRef)).toBeNull();
    const [after] = await testApp.database.db
      .select()
      .from(bankIdOrders)
      .where(eq(bankIdOrders.orderRef, started.orderRef));
    expect(after).toMatchObject({ status: 'complete', qrStartSecret: null });
  });

  it('signs, and tells the user why an order failed', async () => {
    const bankId = testApp.app.bankId;
    const started = await bankId.startSign({
      endUserIp: '127.0.0.1',
      userVisibleData: 'Jag samtycker',
      userNonVisibleData: 'consent:1',
    });
    await testApp.app.inject({ method: 'POST', url: `/dev/bankid/orders/${started.orderRef}/cancel` });
    expect(await bankId.collect(started.orderRef)).toMatchObject({
      status: 'failed',
      hintCode: 'userCancel',
      message: { sv: 'Åtgärden avbröts.' },
    });
  });

  it('cancels an order, and an order BankID has forgotten is no error', async () => {
    const bankId = testApp.app.bankId;
    const started = await bankId.startAuth({ endUserIp: '127.0.0.1' });
    await bankId.cancel(started.orderRef);
    expect((await localOrder(started.orderRef)).status).toBe('cancelled');
    expect(await bankId.qrCode(started.orderRef)).toBeNull();
    await bankId.cancel(started.orderRef);
    await expect(bankId.collect(started.orderRef)).rejects.toBeInstanceOf(BankIdError);
  });

  it('passes the RP API error with a user message: one order per person', async () => {
    const bankId = testApp.app.bankId;
    const first = await bankId.startAuth({ endUserIp: '127.0.0.1', personalNumber: '201701012393' });
    const error = await bankId
      .startAuth({ endUserIp: '127.0.0.1', personalNumber: '201701012393' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BankIdError);
    expect((error as BankIdError).userMessage.sv).toBe(
      'En identifiering eller underskrift pågår redan för ditt personnummer. Försök igen.',
    );
    expect((await bankId.collect(first.orderRef)).message?.sv).toBe('Åtgärden avbröts. Försök igen.');
  });
});

describe('listeningBaseUrl', () => {
  it('calls ourselves on loopback', () => {
    expect(listeningBaseUrl({ address: '0.0.0.0', family: 'IPv4', port: 3000 })).toBe(
      'http://127.0.0.1:3000',
    );
    expect(listeningBaseUrl({ address: '::', family: 'IPv6', port: 3000 })).toBe('http://[::1]:3000');
    expect(listeningBaseUrl({ address: '10.1.2.3', family: 'IPv4', port: 80 })).toBe('http://10.1.2.3:80');
    expect(() => listeningBaseUrl(null)).toThrow(BankIdError);
  });
});

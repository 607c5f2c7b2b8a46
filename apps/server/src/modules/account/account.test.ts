import { AccountCustomer, CUSTOMER_SERVICES } from '@granska/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor } from '../../platform/testing/factory';
import { testAppForFile } from '../../platform/testing/test-app';
import { insertCustomersIfMissing } from '../customers/customers.repository';

const testApp = testAppForFile({ seed: true });
beforeAll(async () => {
  await insertCustomersIfMissing(testApp.database.db, [
    { custNo: '4711', custName: 'Utan Faktura AB', custOrgNo: '556000-4711', data: { access: [] } },
  ]);
});

/** A user's access token, as a log-in would give. */
const tokenFor = async (user: { email: string; custNo: string | null; groups?: string[] }) =>
  (await accessTokenFor(testApp, user)).token;

const getCustomer = (token?: string) =>
  testApp.app.inject({
    method: 'GET',
    url: '/api/account/customer',
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

describe('GET /api/account/customer', () => {
  it("answers the caller's customer: number, name, org number, billing address and services", async () => {
    const token = await tokenFor({
      email: 'orderer@demoforetaget.example',
      custNo: '1001',
      groups: ['CustomerAdmin'],
    });
    const response = await getCustomer(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'OK',
      message: 'OK',
      result: [
        {
          custNo: '1001',
          custName: 'Demoföretaget AB',
          custOrgNo: '556677-8899',
          billingAdress: 'Box 100, 111 22 Stockholm',
          // The demo customer has every service.
          access: [...CUSTOMER_SERVICES],
        },
      ],
    });
    expect(AccountCustomer.safeParse(response.json().result[0]).success).toBe(true);
  });

  it('answers an empty billing address when the customer has none', async () => {
    const token = await tokenFor({ email: 'user@utanfaktura.example', custNo: '4711' });
    expect((await getCustomer(token)).json().result).toEqual([
      {
        custNo: '4711',
        custName: 'Utan Faktura AB',
        custOrgNo: '556000-4711',
        billingAdress: '',
        access: [],
      },
    ]);
  });

  it('answers an empty result for a staff user without a customer', async () => {
    const token = await tokenFor({
      email: 'analyst@granska.example',
      custNo: null,
      groups: ['Analyst'],
    });
    const response = await getCustomer(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK', message: 'OK', result: [] });
  });

  it("answers 404 'Kunden kunde inte hämtas' when the caller's customer does not exist", async () => {
    const token = await tokenFor({ email: 'orphan@gone.example', custNo: '9999' });
    const response = await getCustomer(token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'NOT_FOUND', message: 'Kunden kunde inte hämtas', result: [] });
  });

  it('answers 401 without a token or with a bad one', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await getCustomer(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 'UNAUTHORIZED', result: [] });
    }
  });

  it('declares that any logged-in user may call it', () => {
    expect(testApp.app.registeredRoutes).toContainEqual({
      method: 'GET',
      url: '/api/account/customer',
      access: 'authenticated',
    });
  });
});

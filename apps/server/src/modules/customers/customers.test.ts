import { CustomerResult, CustomersPage, type SaveCustomerRequest } from '@granska/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, adminAndOthers } from '../../platform/testing/factory';
import { testAppForFile } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { bkOrders } from '../orders/orders.schema';
import { customers } from './customers.schema';

const DEMO_1001 = '0b6f4f7e-3c1a-4d55-9a43-6f0e2d1a1001';

const testApp = testAppForFile({ seed: true });
let tokens: Awaited<ReturnType<typeof adminAndOthers>>;

beforeAll(async () => {
  tokens = await adminAndOthers(testApp, 'customers');
});

const call = (method: 'GET' | 'POST', url: string, options: { token?: string; body?: unknown } = {}) =>
  testApp.app.inject({
    method,
    url: `/api${url}`,
    ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });

const asAdmin = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(method, url, { token: tokens.admin.token, ...(body !== undefined ? { body } : {}) });

const fullCustomer = (custNo: string): SaveCustomerRequest => ({
  custNo,
  custName: `Nya Kunden ${custNo} AB`,
  custOrgNo: '556100-0001',
  custAdress: 'Nygatan 3, 222 33 Lund',
  custContact: {
    custNo,
    ccName: 'Nils Nilsson',
    ccAdress: 'Nygatan 3',
    ccPhone: '+46701111111',
    ccEmail: 'nils@ny.example',
  },
  custBillingData: { billingAdress: 'Box 1, 222 33 Lund', billingVolume: 10, billingDiscount: 5 },
  custMotivations: [{ theme: 'M1ARBETSMILJO', text: 'Arbetsmiljö' }],
  positionAnalysis: 'Analys',
  screeningQuestions: ['Fråga 1'],
  bkConfig: { checkCitizenship: true, flag: 2, orderInstructions: 'Instruktion' },
  lfdConfig: { followUpLfdInterval: 6, followUpLfdCheckPoints: ['EMPLOYER'] },
  psConfig: {
    omitConsent: true,
    deletionPolicy: 'DELETE',
    sriPerformsInterview: false,
    sriPerformsReferenceCheck: true,
  },
  rtConfig: { alternativePsText: 'Text' },
  flag: true,
  access: ['BackgroundCheck', 'LFD', 'BackgroundCheck'],
  invoiceCompanies: ['Bolag A'],
  showVerifyEmployer: true,
  screeningCheckpoints: [{ checkpoint: 'EMPLOYER', cost: 100 }],
  screeningStandard: 'STANDARD',
  serviceCost: { COWORKER: 1000 },
  notes: 'Anteckning',
  hiddenCustomer: false,
  testCustomer: true,
});

describe('POST /api/customer/populate', () => {
  it('answers every field and config of a customer, the flags from their columns', async () => {
    const response = await asAdmin('POST', '/customer/populate', { id: DEMO_1001 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('OK');
    expect(body.result).toHaveLength(1);
    const customer = CustomerResult.parse(body.result[0]);
    expect(customer).toMatchObject({
      id: DEMO_1001,
      custNo: '1001',
      custName: 'Demoföretaget AB',
      custOrgNo: '556677-8899',
      hiddenCustomer: false,
      testCustomer: false,
      custBillingData: { billingAdress: 'Box 100, 111 22 Stockholm' },
    });
    expect(customer.bkConfig).toBeDefined();
    expect(customer.psConfig).toBeDefined();
    expect(customer.access).toContain('SecurityClearance');
  });

  it('answers the hidden and test flags of the demo customers', async () => {
    const hidden = (
      await asAdmin('POST', '/customer/populate', { id: '0b6f4f7e-3c1a-4d55-9a43-6f0e2d1a1005' })
    ).json();
    expect(hidden.result[0]).toMatchObject({ hiddenCustomer: true, testCustomer: false });
    const test = (
      await asAdmin('POST', '/customer/populate', { id: '0b6f4f7e-3c1a-4d55-9a43-6f0e2d1a1004' })
    ).json();
    expect(test.result[0]).toMatchObject({ hiddenCustomer: false, testCustomer: true });
  });

  it("answers 404 'Kunden kunde inte hämtas' for an unknown id and 400 without one", async () => {
    const missing = await asAdmin('POST', '/customer/populate', { id: 'nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'NOT_FOUND', message: 'Kunden kunde inte hämtas', result: [] });
    const bad = await asAdmin('POST', '/customer/populate', {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('body.id');
  });
});

describe('POST /api/customer (create and update)', () => {
  it('creates a customer with every field, drops unknown fields, and writes an audit row', async () => {
    const response = await asAdmin('POST', '/customer', {
      ...fullCustomer('2001'),
      modified: '2000-01-01',
      evil: 'x',
      bkConfig: { checkCitizenship: true, injected: 1 },
    });
    expect(response.statusCode).toBe(200);
    const created = CustomerResult.parse(response.json().result[0]);
    expect(created).toMatchObject({
      custNo: '2001',
      custOrgNo: '556100-0001',
      access: ['BackgroundCheck', 'LFD'],
      testCustomer: true,
      hiddenCustomer: false,
      psConfig: { deletionPolicy: 'DELETE', sriPerformsInterview: false },
      serviceCost: { COWORKER: 1000 },
      screeningCheckpoints: [{ checkpoint: 'EMPLOYER', cost: 100 }],
    });
    expect(created.modified).not.toBe('2000-01-01');
    expect(response.json().result[0]).not.toHaveProperty('evil');
    expect(response.json().result[0].bkConfig).toEqual({ checkCitizenship: true });

    const [row] = await testApp.database.db.select().from(customers).where(eq(customers.id, created.id));
    expect(row).toMatchObject({ custNo: '2001', test: true, hidden: false });
    expect(row?.data).not.toHaveProperty('evil');
    expect(row?.data).not.toHaveProperty('testCustomer');

    const audit = await listAudit(testApp.database.db, { entity: 'customer', entityId: created.id });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'customer.create', actorId: tokens.admin.userId });
    expect(JSON.stringify(audit[0]?.details)).not.toContain('nils');
  });

  it('replaces a customer, sets the hidden flag in its column, and audits the changed fields', async () => {
    const created = (await asAdmin('POST', '/customer', fullCustomer('2002'))).json().result[0];
    const response = await asAdmin('POST', '/customer', {
      ...fullCustomer('2002'),
      id: created.id,
      custName: 'Omdöpt AB',
      hiddenCustomer: true,
      notes: undefined,
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json().result[0];
    expect(updated).toMatchObject({ id: created.id, custName: 'Omdöpt AB', hiddenCustomer: true });
    expect(updated).not.toHaveProperty('notes');
    const [row] = await testApp.database.db.select().from(customers).where(eq(customers.id, created.id));
    expect(row?.hidden).toBe(true);
    const audit = await listAudit(testApp.database.db, { action: 'customer.update', entityId: created.id });
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toEqual({ fields: ['custName', 'hiddenCustomer', 'notes'] });
  });

  it('answers 409 for a customer number another customer holds, on create and on update', async () => {
    const duplicate = await asAdmin('POST', '/customer', fullCustomer('1001'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      status: 'CONFLICT',
      message: 'Kundnumret används redan av en annan kund',
      result: [],
    });
    const created = (await asAdmin('POST', '/customer', fullCustomer('2003'))).json().result[0];
    const taken = await asAdmin('POST', '/customer', { ...fullCustomer('1002'), id: created.id });
    expect(taken.statusCode).toBe(409);
  });

  it('answers 409 when the number of a customer with users would change', async () => {
    const response = await asAdmin('POST', '/customer', { ...fullCustomer('1001-ny'), id: DEMO_1001 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Kundnumret kan inte ändras när kunden har användare');
  });

  it('answers 404 for an update of an unknown customer', async () => {
    const response = await asAdmin('POST', '/customer', { ...fullCustomer('2004'), id: 'unknown-id' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Kunden kunde inte hämtas');
  });

  it('answers 400 with the bad fields, and writes nothing, for bad input', async () => {
    const cases: [unknown, string][] = [
      [{ ...fullCustomer('2005'), custOrgNo: undefined }, 'body.custOrgNo'],
      [{ ...fullCustomer('2005'), custOrgNo: '  ' }, 'body.custOrgNo'],
      [{ ...fullCustomer('2005'), custNo: '' }, 'body.custNo'],
      [{ ...fullCustomer('2005'), access: ['Everything'] }, 'body.access.0'],
      [
        { ...fullCustomer('2005'), psConfig: { deletionPolicy: 'SOMETIMES' } },
        'body.psConfig.deletionPolicy',
      ],
      [{ ...fullCustomer('2005'), serviceCost: { NOPE: 1 } }, 'body.serviceCost'],
      [{ ...fullCustomer('2005'), hiddenCustomer: 'yes' }, 'body.hiddenCustomer'],
    ];
    for (const [body, path] of cases) {
      const response = await asAdmin('POST', '/customer', body);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().status).toBe('BAD_REQUEST');
      expect(
        response
          .json()
          .issues.map((issue: { path: string }) => issue.path)
          .join(' '),
      ).toContain(path);
    }
    const rows = await testApp.database.db.select().from(customers).where(eq(customers.custNo, '2005'));
    expect(rows).toEqual([]);
  });

  it("refuses a malformed contact e-mail with 'Ogiltig e-postadress' on the field; a blank one is fine", async () => {
    const contact = { ccName: 'Kim Kontakt', ccEmail: 'str' };
    const refused = await asAdmin('POST', '/customer', { ...fullCustomer('2006'), custContact: contact });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toContainEqual({
      path: 'body.custContact.ccEmail',
      message: 'Ogiltig e-postadress',
    });
    expect(await testApp.database.db.select().from(customers).where(eq(customers.custNo, '2006'))).toEqual(
      [],
    );
    const blank = await asAdmin('POST', '/customer', {
      ...fullCustomer('2006'),
      custContact: { ...contact, ccEmail: '' },
    });
    expect(blank.statusCode, blank.body).toBe(200);
  });
});

describe('POST /api/customer/delete', () => {
  it('deletes a customer without users and audits it', async () => {
    const created = (await asAdmin('POST', '/customer', fullCustomer('2010'))).json().result[0];
    const response = await asAdmin('POST', '/customer/delete', { id: created.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().result[0]).toMatchObject({ id: created.id, custNo: '2010' });
    expect((await asAdmin('POST', '/customer/populate', { id: created.id })).statusCode).toBe(404);
    const audit = await listAudit(testApp.database.db, { action: 'customer.delete', entityId: created.id });
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(tokens.admin.userId);
  });

  it("refuses a customer that still has users with 409 'Kunden har användare och kan inte raderas'", async () => {
    const response = await asAdmin('POST', '/customer/delete', { id: DEMO_1001 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 'CONFLICT',
      message: 'Kunden har användare och kan inte raderas',
      result: [],
    });
    expect((await asAdmin('POST', '/customer/populate', { id: DEMO_1001 })).statusCode).toBe(200);
  });

  it("refuses a customer with orders with 409 'Kunden har beställningar och kan inte raderas'", async () => {
    const created = (await asAdmin('POST', '/customer', fullCustomer('2011'))).json().result[0];
    await testApp.database.db
      .insert(bkOrders)
      .values({ customerId: created.id, custNo: '2011', service: 'COWORKER' });
    const response = await asAdmin('POST', '/customer/delete', { id: created.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 'CONFLICT',
      message: 'Kunden har beställningar och kan inte raderas',
      result: [],
    });
    expect((await asAdmin('POST', '/customer/populate', { id: created.id })).statusCode).toBe(200);
    expect(await listAudit(testApp.database.db, { action: 'customer.delete', entityId: created.id })).toEqual(
      [],
    );
  });

  it('answers 404 for an unknown customer', async () => {
    const response = await asAdmin('POST', '/customer/delete', { id: 'unknown-id' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Kunden kunde inte raderas');
  });
});

describe('GET /api/customers', () => {
  const list = async (query: string) => {
    const response = await asAdmin('GET', `/customers${query}`);
    expect(response.statusCode, query).toBe(200);
    return CustomersPage.parse(response.json());
  };

  it('answers a page of 10 by default, by customer number, with the paging', async () => {
    for (let index = 0; index < 8; index++) {
      await asAdmin('POST', '/customer', { ...fullCustomer(`30${index}`), custName: `Sida ${index} AB` });
    }
    const first = await list('');
    expect(first.result).toHaveLength(10);
    expect(first.paging.page).toBe(0);
    expect(first.paging.size).toBe(10);
    expect(first.paging.total).toBeGreaterThanOrEqual(13);
    const numbers = first.result.map((customer) => customer.custNo);
    expect(numbers).toEqual([...numbers].sort());
    const second = await list('?page=1&size=10');
    expect(second.result[0]?.custNo).not.toBe(first.result[9]?.custNo);
    expect((await list('?page=99')).result).toEqual([]);
    expect((await list('?size=3')).result).toHaveLength(3);
  });

  it('filters by the spec §5 search: shown id, name, org number, address; case-insensitive', async () => {
    expect((await list('?search=DEMOFÖRETAGET')).result.map((c) => c.custNo)).toEqual(['1001']);
    expect((await list('?search=556677-8899')).result.map((c) => c.custNo)).toEqual(['1001']);
    expect((await list('?search=luleå')).result.map((c) => c.custNo)).toEqual(['1002']);
    expect((await list(`?search=${encodeURIComponent('0B6F4F7E')}`)).paging.total).toBe(5);
    // The shown id of an id with a dash is only its part before the first dash.
    expect((await list('?search=6f0e2d1a1001')).result).toEqual([]);
    expect((await list('?search=%25')).result).toEqual([]);
    expect((await list('?search=%20%20')).paging.total).toBeGreaterThanOrEqual(13);
  });

  it('filters by a service of the access list', async () => {
    const page = await list('?access=SecurityClearance&size=100');
    expect(page.result.map((c) => c.custNo).sort()).toEqual(['1001', '1003']);
    expect(page.paging.total).toBe(2);
  });

  it('answers 400 for page or size out of range and an unknown service', async () => {
    for (const query of ['?size=101', '?size=0', '?page=-1', '?page=x', '?access=Everything']) {
      const response = await asAdmin('GET', `/customers${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().status).toBe('BAD_REQUEST');
    }
  });
});

describe('who may call the customer calls', () => {
  const calls: ['GET' | 'POST', string, unknown?][] = [
    ['POST', '/customer/populate', { id: DEMO_1001 }],
    ['POST', '/customer', fullCustomer('2099')],
    ['POST', '/customer/delete', { id: DEMO_1001 }],
    ['GET', '/customers'],
  ];

  it('refuses a CustomerAdmin and an orderer with 403 and a Swedish message', async () => {
    for (const who of [tokens.customerAdmin, tokens.orderer]) {
      for (const [method, url, body] of calls) {
        const response = await call(method, url, { token: who.token, ...(body ? { body } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({
          status: 'FORBIDDEN',
          message: 'Du saknar behörighet för detta',
          result: [],
        });
      }
    }
  });

  it('refuses a call without a token with 401', async () => {
    for (const [method, url, body] of calls) {
      const response = await call(method, url, body ? { body } : {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ status: 'UNAUTHORIZED', message: 'Inloggning krävs' });
    }
  });

  it('refuses a staff user of another group', async () => {
    const coordinator = await accessTokenFor(testApp, {
      email: 'coordinator.customers@granska.example',
      custNo: null,
      groups: ['Coordinator'],
    });
    expect((await call('GET', '/customers', { token: coordinator.token })).statusCode).toBe(403);
  });

  it('declares UserAdmin on every customer route', () => {
    for (const [method, url] of calls) {
      expect(testApp.app.registeredRoutes).toContainEqual({
        method,
        url: `/api${url}`,
        access: { groups: ['UserAdmin'] },
      });
    }
  });
});

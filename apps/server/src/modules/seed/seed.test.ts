import {
  CUSTOMER_SERVICES,
  Customer,
  isValidPassword,
  STAFF_GROUPS,
  validatePersonalNumber,
} from '@granska/domain';
import { asc, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCrypto } from '../../platform/crypto/field-crypto';
import { loadMasterKey } from '../../platform/crypto/master-key';
import { createTestDatabase, type TestDatabase, testConfig } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { findCustomerByCustNo } from '../customers';
import { customers } from '../customers/customers.schema';
import { userGroups, users } from '../identity/identity.schema';
import { listOutbox } from '../notifications/notifications.service';
import { decryptPerson } from '../orders/order-views';
import { bkConsents, bkJobs, bkOrders } from '../orders/orders.schema';
import { psPersons, psTags } from '../protective-security/protective-security.schema';
import { duePlacementsOf } from '../protective-security/renewals';
import { DEMO_CUSTOMERS } from './demo-customers';
import { DEMO_ORDERS } from './demo-orders';
import { DEMO_REFERENCE_ORDERS } from './demo-reference-orders';
import { DEMO_REGISTER, DEMO_TAGS } from './demo-register';
import { DEMO_USERS, demoUsersTable } from './demo-users';
import { seedDemo } from './seed';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const allCustomers = () => database.db.select().from(customers).orderBy(asc(customers.custNo));

describe('seedDemo', () => {
  it('inserts the demo customers on an empty database', async () => {
    expect(await seedDemo(database.db, testConfig())).toEqual({
      customersInserted: DEMO_CUSTOMERS.length,
      usersInserted: DEMO_USERS.length,
      ordersInserted: 0,
      referenceOrdersInserted: 0,
      registerPersonsInserted: 0,
    });
    const rows = await allCustomers();
    expect(rows.map((row) => row.custNo)).toEqual(DEMO_CUSTOMERS.map((customer) => customer.custNo));
  });

  it('changes nothing when run again', async () => {
    const before = await allCustomers();
    expect(await seedDemo(database.db, testConfig())).toEqual({
      customersInserted: 0,
      usersInserted: 0,
      ordersInserted: 0,
      referenceOrdersInserted: 0,
      registerPersonsInserted: 0,
    });
    expect(await allCustomers()).toEqual(before);
  });

  it('leaves a customer an admin has edited alone', async () => {
    await database.db.update(customers).set({ custName: 'Omdöpt AB', hidden: true });
    await seedDemo(database.db);
    for (const row of await allCustomers()) {
      expect(row.custName).toBe('Omdöpt AB');
      expect(row.hidden).toBe(true);
    }
  });
});

describe('the demo customers', () => {
  const accessOf = (custNo: string) =>
    DEMO_CUSTOMERS.find((customer) => customer.custNo === custNo)?.data.access;

  it('cover every service shape the portals need', () => {
    expect(
      DEMO_CUSTOMERS.some((customer) =>
        CUSTOMER_SERVICES.every((service) => customer.data.access.includes(service)),
      ),
    ).toBe(true);
    expect(DEMO_CUSTOMERS.some((customer) => customer.data.access.join() === 'BackgroundCheck')).toBe(true);
    const protective = DEMO_CUSTOMERS.find((customer) =>
      customer.data.access.every((service) =>
        ['ProtectiveSecurity', 'SecurityScreening', 'SecurityClearance'].includes(service),
      ),
    );
    expect(protective?.data.psConfig).toBeDefined();
    expect(accessOf('1004')).toEqual(['ReferenceCheck', 'LFD']);
  });

  it('include one hidden and one test customer, as flags', () => {
    expect(DEMO_CUSTOMERS.filter((customer) => customer.hidden)).toHaveLength(1);
    expect(DEMO_CUSTOMERS.filter((customer) => customer.test)).toHaveLength(1);
  });

  it('are valid Customer entities of the domain', () => {
    for (const { id, custNo, custName, custOrgNo, hidden, test, data } of DEMO_CUSTOMERS) {
      const entity = { ...data, id, custNo, custName, custOrgNo, hiddenCustomer: hidden, testCustomer: test };
      expect(Customer.safeParse(entity).error).toBeUndefined();
    }
  });

  it('have unique ids and customer numbers', () => {
    expect(new Set(DEMO_CUSTOMERS.map((customer) => customer.id)).size).toBe(DEMO_CUSTOMERS.length);
    expect(new Set(DEMO_CUSTOMERS.map((customer) => customer.custNo)).size).toBe(DEMO_CUSTOMERS.length);
  });
});

describe('the demo users', () => {
  it('are stored with their groups and status, lower-cased, passwords never in plain text', async () => {
    const rows = await database.db.select().from(users).orderBy(asc(users.email));
    expect(rows).toHaveLength(DEMO_USERS.length);
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    expect(byEmail.get('ny@granska.test')?.status).toBe('FORCE_CHANGE_PASSWORD');
    expect(byEmail.get('admin@granska.test')?.status).toBe('CONFIRMED');
    expect(byEmail.get('sms@granska.test')?.mfa).toBe('SMS');
    for (const row of rows) {
      expect(row.srpVerifier).toMatch(/^v1\./);
      expect(row.srpVerifier).not.toContain('Granska');
    }
    const groups = await database.db.select().from(userGroups);
    const admin = byEmail.get('admin@granska.test');
    expect(groups.filter((row) => row.userId === admin?.id).map((row) => row.group)).toEqual(['UserAdmin']);
  });

  it('cover every staff role and the customer services, on demo customers', () => {
    const groups = new Set(DEMO_USERS.flatMap((user) => user.groups));
    for (const group of STAFF_GROUPS) expect(groups.has(group), group).toBe(true);
    for (const group of [
      'CustomerAdmin',
      'CustomerSuperuser',
      'ServiceBackgroundCheck',
      'BKOrdererExecutive',
      'BKRecipient',
      'ServiceReferenceCheck',
      'ServiceLfd',
      'ServiceProtectiveSecurity',
      'PSSecurityManager',
    ]) {
      expect(groups.has(group as never), group).toBe(true);
    }
    const custNos = new Set(DEMO_CUSTOMERS.map((customer) => customer.custNo));
    for (const user of DEMO_USERS) {
      if (user.custNo) expect(custNos.has(user.custNo)).toBe(true);
      expect(isValidPassword(user.password), user.email).toBe(true);
    }
    expect(new Set(DEMO_USERS.map((user) => user.email)).size).toBe(DEMO_USERS.length);
  });

  it('print as a table with landing pages', () => {
    const table = demoUsersTable();
    expect(table).toContain('admin@granska.test');
    expect(table).toContain('/admin');
    expect(table).toContain('/sak');
    expect(table.split('\n')).toHaveLength(DEMO_USERS.length + 2);
  });
});

describe('the demo orders (npm start)', () => {
  let seeded: TestDatabase;
  const config = testConfig();
  const crypto = createFieldCrypto(loadMasterKey(config));
  const now = new Date('2026-03-10T09:00:00Z');
  /** Every personal number the browser tests use (e2e/support PERSONAL_NUMBERS and the specs' own). */
  const E2E_PERSONAL_NUMBERS = [
    '19800101-1231',
    '19800102-2345',
    '19800103-3458',
    '19800104-4562',
    '19800105-5675',
    '19800106-6789',
    '19800107-7893',
    '19900101-2385',
    '19800109-9129',
    '19800111-1122',
    '19800101-0004',
    '19800108-8908',
    '19800109-9012',
  ];

  beforeAll(async () => {
    seeded = await createTestDatabase();
  });
  afterAll(() => seeded.dispose());

  /** The seeded jobs by the person's personal number, decrypted as the portal does (a follow-up apart). */
  const jobsByPerson = async (service: 'ordered' | 'LFD_FOLLOWUP' = 'ordered') => {
    const rows = await seeded.db
      .select({ job: bkJobs, order: bkOrders })
      .from(bkJobs)
      .innerJoin(bkOrders, eq(bkOrders.id, bkJobs.orderId));
    return new Map(
      rows
        .filter((row) => (row.job.service === 'LFD_FOLLOWUP') === (service === 'LFD_FOLLOWUP'))
        .map((row) => [decryptPerson(crypto, row.job).ssn, row]),
    );
  };

  const consentOf = async (jobId: string) =>
    (await seeded.db.select().from(bkConsents).where(eq(bkConsents.jobId, jobId)))[0];

  it('are placed with the demo users and customers, one of each stage the portal shows early on', async () => {
    expect(await seedDemo(seeded.db, config, { orders: true, now })).toEqual({
      customersInserted: DEMO_CUSTOMERS.length,
      usersInserted: DEMO_USERS.length,
      ordersInserted: DEMO_ORDERS.length,
      referenceOrdersInserted: DEMO_REFERENCE_ORDERS.length,
      registerPersonsInserted: DEMO_REGISTER.length,
    });
    const byPerson = await jobsByPerson();
    const stateOf = (stage: string, custNo = '1002') =>
      DEMO_ORDERS.filter((demo) => demo.stage === stage && demo.custNo === custNo).map(
        (demo) => byPerson.get(demo.person.SSN)?.job.currState,
      );
    expect(stateOf('draft')).toEqual(['CREATED']);
    expect(stateOf('sent')).toEqual(['PENDING_CONSENT']);
    expect(stateOf('accept')).toEqual(['ANALYSING']);
    expect(stateOf('decline')).toEqual(['DECLINED']);
    expect(stateOf('timeout')).toEqual(['TIMED_OUT']);
    expect(stateOf('accept', '1001')).toEqual(['ANALYSING']);
    // lfd@rekryteramera.example's prescreens: in the current list and, declined and archived, the archived.
    expect(stateOf('accept', '1004')).toEqual(['ANALYSING']);
    expect(stateOf('sent', '1004')).toEqual(['PENDING_CONSENT']);
    expect(stateOf('archived', '1004')).toEqual(['ARCHIVED']);
    // …and an approved one whose follow-up waits in the scheduled list for the customer's approval.
    expect(stateOf('followUp', '1004')).toEqual(['APPROVED']);
    const followUpPerson = DEMO_ORDERS.find((demo) => demo.stage === 'followUp')?.person.SSN ?? '';
    const followUp = (await jobsByPerson('LFD_FOLLOWUP')).get(followUpPerson);
    expect(followUp?.job).toMatchObject({ currState: 'SCHEDULED' });
    expect(followUp?.job.lfdDetails).toMatchObject({
      parentOrderId: byPerson.get(followUpPerson)?.order.id,
      sequenceNumber: 2,
      followUpApproved: false,
    });
    expect(new Date(followUp?.job.lfdDetails?.activationTime ?? 0).getTime()).toBeGreaterThan(now.getTime());

    const [orderer1002] = await seeded.db
      .select()
      .from(users)
      .where(eq(users.email, 'bestallare@byggbevakning.example'));
    const [recipient1001] = await seeded.db
      .select()
      .from(users)
      .where(eq(users.email, 'mottagare@demoforetaget.example'));
    for (const demo of DEMO_ORDERS) {
      const seededOrder = byPerson.get(demo.person.SSN);
      if (!seededOrder) throw new Error(`no demo order of ${demo.person.name}`);
      expect(decryptPerson(crypto, seededOrder.job)).toMatchObject({
        name: demo.person.name,
        email: demo.person.email,
        phone: demo.person.phone,
      });
      expect(seededOrder.order.custNo).toBe(demo.custNo);
      expect(seededOrder.order.recipients).toEqual(
        demo.custNo === '1002' ? [orderer1002?.id] : demo.custNo === '1001' ? [recipient1001?.id] : [],
      );
      expect(seededOrder.order.service).toBe(demo.service);
    }
  });

  it('are what the product writes: encrypted persons, consents, messages and audit rows', async () => {
    const byPerson = await jobsByPerson();
    const jobOf = (stage: string) =>
      byPerson.get(
        DEMO_ORDERS.find((demo) => demo.stage === stage && demo.custNo === '1002')?.person.SSN ?? '',
      )?.job;
    const stored = JSON.stringify(await seeded.db.select().from(bkJobs));
    for (const demo of DEMO_ORDERS) {
      expect(stored).not.toContain(demo.person.SSN);
      expect(stored).not.toContain(demo.person.name);
    }
    expect(await consentOf(jobOf('draft')?.id ?? '')).toBeUndefined();
    expect(await consentOf(jobOf('sent')?.id ?? '')).toMatchObject({
      state: 'CsntPendingAnswer',
      time: null,
    });
    const accepted = await consentOf(jobOf('accept')?.id ?? '');
    // No BankID signature exists for demo answers, so there is no evidence.
    expect(accepted).toMatchObject({ state: 'CsntAccepted', evidenceEnc: null });
    expect(accepted?.time?.getTime()).toBeLessThan(now.getTime());
    expect(await consentOf(jobOf('decline')?.id ?? '')).toMatchObject({ state: 'CsntDeclined' });
    const timedOut = await consentOf(jobOf('timeout')?.id ?? '');
    expect(timedOut).toMatchObject({ state: 'CsntTimedOut' });
    expect(timedOut?.time?.getTime()).toBeLessThan(now.getTime());

    const sentPerson = DEMO_ORDERS.find((demo) => demo.stage === 'sent')?.person;
    const requests = await listOutbox(seeded.db, crypto, {
      limit: 5,
      recipient: sentPerson?.email ?? '',
      category: 'consent-request',
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toMatch(/https?:\/\/\S+\/external\/consent\/[\w-]+/);
    const audit = await listAudit(seeded.db, { action: 'consent.accept' });
    // The demo orders' accepted consents, and the two of the SÄK register's (demo-ps-orders.ts).
    expect(audit).toHaveLength(
      DEMO_ORDERS.filter((demo) => demo.stage === 'accept' || demo.stage === 'followUp').length + 2,
    );
    expect(audit[0]?.details).toMatchObject({ via: 'demo-seed' });
  });

  it('add nothing on a second start', async () => {
    const counts = async () => ({
      orders: (await seeded.db.select({ total: count() }).from(bkOrders))[0]?.total,
      consents: (await seeded.db.select({ total: count() }).from(bkConsents))[0]?.total,
      messages: (await listOutbox(seeded.db, crypto, { limit: 1000 })).length,
    });
    const before = await counts();
    expect(await seedDemo(seeded.db, config, { orders: true, now })).toEqual({
      customersInserted: 0,
      usersInserted: 0,
      ordersInserted: 0,
      referenceOrdersInserted: 0,
      registerPersonsInserted: 0,
    });
    expect(await counts()).toEqual(before);
  });

  it('hold a SÄK register of at least 30 persons across every class and every tag', async () => {
    const persons = await seeded.db.select().from(psPersons);
    expect(persons.length).toBeGreaterThanOrEqual(30);
    const classes = new Set(
      persons.flatMap((person) => person.securityClasses.map((item) => item.securityClass)),
    );
    expect([...classes].sort()).toEqual(['1', '2', '3']);
    const tags = await seeded.db.select().from(psTags);
    expect(tags.map((tag) => tag.name).sort()).toEqual([...DEMO_TAGS].sort());
    for (const tag of tags) expect(persons.some((person) => person.tagIds.includes(tag.id))).toBe(true);
  });

  it('hold SÄK orders of the register in every state the customer follows', async () => {
    const jobs = await seeded.db.select().from(bkJobs).where(isNotNull(bkJobs.psPersonId));
    expect(jobs.map((job) => `${job.service} ${job.currState}`).sort()).toEqual([
      'SECURITY_CLEARANCE JOB_SURVEYING',
      'SECURITY_CLEARANCE SCHEDULED_ORDER',
      'SECURITY_SCREENING ANALYSING',
      'SECURITY_SCREENING DECLINED',
      'SECURITY_SCREENING_BASIC APPROVED',
      'SECURITY_SCREENING_BASIC PENDING_CONSENT',
    ]);
  });

  it('have a few clearances falling due within 60 days of the seeding, one overdue, for the renewals page', async () => {
    const customer = await findCustomerByCustNo(seeded.db, '1003');
    const due = await duePlacementsOf(seeded.db, customer?.id ?? '', config.psRenewalIntervalMonths, now);
    expect(due.map((placement) => [placement.securityClass, placement.daysLeft])).toEqual([
      ['1', -8],
      ['2', 12],
      ['2', 35],
      ['3', 52],
    ]);
  });

  it('use valid personal numbers that the browser tests do not', () => {
    const numbers = [
      ...DEMO_ORDERS.map((demo) => demo.person.SSN),
      ...DEMO_REGISTER.map((person) => person.personalNumber),
    ];
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const number of numbers) {
      expect(validatePersonalNumber(number, now), number).toBeNull();
      expect(E2E_PERSONAL_NUMBERS).not.toContain(number);
    }
  });
});

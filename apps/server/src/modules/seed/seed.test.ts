import { Customer, isValidPassword, STAFF_GROUPS } from '@granska/domain';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testConfig } from '../../platform/testing/test-app';
import { customers } from '../customers/customers.schema';
import { userGroups, users } from '../identity/identity.schema';
import { DEMO_CUSTOMERS } from './demo-customers';
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
    });
    const rows = await allCustomers();
    expect(rows.map((row) => row.custNo)).toEqual(DEMO_CUSTOMERS.map((customer) => customer.custNo));
  });

  it('changes nothing when run again', async () => {
    const before = await allCustomers();
    expect(await seedDemo(database.db, testConfig())).toEqual({ customersInserted: 0, usersInserted: 0 });
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
    const everything = [
      'BackgroundCheck',
      'ReferenceCheck',
      'LFD',
      'ProtectiveSecurity',
      'SecurityScreening',
      'SecurityClearance',
    ];
    expect(
      DEMO_CUSTOMERS.some((customer) =>
        everything.every((service) => customer.data.access.includes(service as never)),
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

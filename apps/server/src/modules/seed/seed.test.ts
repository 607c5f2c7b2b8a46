import { Customer } from '@granska/domain';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-app';
import { customers } from '../customers/customers.schema';
import { DEMO_CUSTOMERS } from './demo-customers';
import { seedDemo } from './seed';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const allCustomers = () => database.db.select().from(customers).orderBy(asc(customers.custNo));

describe('seedDemo', () => {
  it('inserts the demo customers on an empty database', async () => {
    expect(await seedDemo(database.db)).toEqual({ customersInserted: DEMO_CUSTOMERS.length });
    const rows = await allCustomers();
    expect(rows.map((row) => row.custNo)).toEqual(DEMO_CUSTOMERS.map((customer) => customer.custNo));
  });

  it('changes nothing when run again', async () => {
    const before = await allCustomers();
    expect(await seedDemo(database.db)).toEqual({ customersInserted: 0 });
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

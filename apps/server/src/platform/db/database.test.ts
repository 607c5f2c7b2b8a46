import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTestDatabaseSettings } from '../config';
import { createTestDatabase, type TestDatabase } from '../testing/test-app';
import { MIGRATIONS_FOLDER } from './database';

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(() => database.dispose());

const rowsOf = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe(`migrations on ${readTestDatabaseSettings().kind}`, () => {
  it('run on the database the project tests', () => {
    expect(database.driver).toBe(readTestDatabaseSettings().kind);
  });

  it('create the foundation tables', async () => {
    await database.migrate();
    const tables = await rowsOf<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(expect.arrayContaining(['audit_log', 'customers']));
    const columns = await rowsOf<{ column_name: string; data_type: string }>(
      sql`select column_name, data_type from information_schema.columns where table_name = 'customers'`,
    );
    expect(Object.fromEntries(columns.map((column) => [column.column_name, column.data_type]))).toMatchObject(
      {
        id: 'text',
        cust_no: 'text',
        cust_name: 'text',
        cust_org_no: 'text',
        data: 'jsonb',
        hidden: 'boolean',
        test: 'boolean',
        created: 'timestamp with time zone',
        modified: 'timestamp with time zone',
      },
    );
  });

  it('record every committed migration once, and a second run changes nothing', async () => {
    await database.migrate();
    const applied = await rowsOf<{ count: number | string }>(
      sql`select count(*) as count from drizzle.__drizzle_migrations`,
    );
    expect(Number(applied[0]?.count)).toBe(journal.entries.length);
  });

  it('enforce unique customer numbers', async () => {
    const row = { custNo: 'U1', custName: 'A', custOrgNo: '556677-8899', data: { access: [] } };
    const { customers } = await import('../../modules/customers/customers.schema');
    await database.db.insert(customers).values(row);
    await expect(database.db.insert(customers).values(row)).rejects.toThrow();
  });
});

import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { pageOfRows } from '../../platform/db/page-of-rows';
import { returnedRow } from '../../platform/db/returned-row';
import { type CustomerRow, customers, type NewCustomerRow } from './customers.schema';

type Db = Database | Transaction;

/** Inserts the rows whose custNo is not taken yet; returns how many were inserted. */
export const insertCustomersIfMissing = async (db: Db, rows: readonly NewCustomerRow[]): Promise<number> => {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(customers)
    .values([...rows])
    .onConflictDoNothing({ target: customers.custNo })
    .returning({ id: customers.id });
  return inserted.length;
};

export const findCustomerByCustNo = async (db: Db, custNo: string): Promise<CustomerRow | undefined> => {
  const [row] = await db.select().from(customers).where(eq(customers.custNo, custNo));
  return row;
};

export const findCustomerById = async (db: Db, id: string): Promise<CustomerRow | undefined> => {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
};

/** Whether another customer than `exceptId` holds this customer number. */
export const isCustNoTaken = async (db: Db, custNo: string, exceptId?: string): Promise<boolean> => {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.custNo, custNo), exceptId ? ne(customers.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
};

export const insertCustomer = async (db: Db, row: NewCustomerRow): Promise<CustomerRow> =>
  returnedRow(await db.insert(customers).values(row).returning(), 'customer insert');

export const replaceCustomer = async (
  db: Db,
  id: string,
  changes: Omit<NewCustomerRow, 'id' | 'created'>,
): Promise<CustomerRow | undefined> => {
  const [updated] = await db.update(customers).set(changes).where(eq(customers.id, id)).returning();
  return updated;
};

export const deleteCustomerRow = async (db: Db, id: string): Promise<CustomerRow | undefined> => {
  const [deleted] = await db.delete(customers).where(eq(customers.id, id)).returning();
  return deleted;
};

export interface CustomerQuery {
  /** Already trimmed, non-empty. */
  search?: string;
  access?: string;
  limit: number;
  offset: number;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * Spec §5's filter in SQL: a case-insensitive substring of the shown id (an id with a dash shows as its
 * upper-cased part before the first dash), the name, the org number, the address when it is text; the
 * customer number too (customers-admin.md). Both sides are lower-cased in JavaScript's sense for the
 * needle and with lower() for the columns (the databases' case folding covers å, ä, ö).
 */
const searchFilter = (search: string): SQL => {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  const shownId = sql`case when position('-' in ${customers.id}) > 0 then upper(split_part(${customers.id}, '-', 1)) else ${customers.id} end`;
  const address = sql`case when jsonb_typeof(${customers.data}->'custAdress') = 'string' then ${customers.data}->>'custAdress' end`;
  return sql`(lower(${shownId}) like ${pattern} or lower(${customers.custNo}) like ${pattern} or lower(${customers.custName}) like ${pattern} or lower(${customers.custOrgNo}) like ${pattern} or lower(${address}) like ${pattern})`;
};

const customerFilter = ({ search, access }: CustomerQuery) =>
  and(
    search ? searchFilter(search) : undefined,
    access ? sql`${customers.data}->'access' @> ${JSON.stringify([access])}::jsonb` : undefined,
  );

/** One page of customers by customer number, and how many match in all. */
export const listCustomerRows = async (
  db: Db,
  query: CustomerQuery,
): Promise<{ rows: CustomerRow[]; total: number }> => {
  const where = customerFilter(query);
  return pageOfRows(db, customers, {
    where,
    orderBy: [asc(customers.custNo), asc(customers.id)],
    limit: query.limit,
    offset: query.offset,
  });
};

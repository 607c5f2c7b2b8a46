import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { type CustomerRow, customers, type NewCustomerRow } from './customers.schema';

/** Inserts the rows whose custNo is not taken yet; returns how many were inserted. */
export const insertCustomersIfMissing = async (
  db: Database | Transaction,
  rows: readonly NewCustomerRow[],
): Promise<number> => {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(customers)
    .values([...rows])
    .onConflictDoNothing({ target: customers.custNo })
    .returning({ id: customers.id });
  return inserted.length;
};

export const findCustomerByCustNo = async (
  db: Database | Transaction,
  custNo: string,
): Promise<CustomerRow | undefined> => {
  const [row] = await db.select().from(customers).where(eq(customers.custNo, custNo));
  return row;
};

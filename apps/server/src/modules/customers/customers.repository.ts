import type { Database, Transaction } from '../../platform/db/database';
import { customers, type NewCustomerRow } from './customers.schema';

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

import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './database';

export interface PageQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** One page of the table's rows that match, in this order, and how many match in all. */
export const pageOfRows = async <Table extends PgTable>(
  db: Database | Transaction,
  table: Table,
  { where, orderBy, limit, offset }: PageQuery,
): Promise<{ rows: Table['$inferSelect'][]; total: number }> => {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const [totalRow] = await db
    .select({ total: count() })
    .from(table as PgTable)
    .where(where);
  return { rows: rows as Table['$inferSelect'][], total: Number(totalRow?.total ?? 0) };
};

import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { returnedRow } from '../../platform/db/returned-row';
import { type AuditLogRow, type AuditOutcome, auditLog, type NewAuditLogRow } from './audit.schema';

type Db = Database | Transaction;

/** `at` defaults to the moment of the write, not the transaction's start. */
export const insertAuditRow = async (db: Db, row: NewAuditLogRow): Promise<AuditLogRow> =>
  returnedRow(
    await db
      .insert(auditLog)
      .values({ ...row, at: row.at ?? sql`clock_timestamp()` })
      .returning(),
    'audit insert',
  );

export interface AuditQuery {
  entity?: string;
  entityId?: string;
  actorId?: string;
  action?: string;
  outcome?: AuditOutcome;
  limit: number;
}

export const selectAuditRows = async (db: Db, query: AuditQuery): Promise<AuditLogRow[]> => {
  const conditions: SQL[] = [];
  if (query.entity !== undefined) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entityId !== undefined) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.actorId !== undefined) conditions.push(eq(auditLog.actorId, query.actorId));
  if (query.action !== undefined) conditions.push(eq(auditLog.action, query.action));
  if (query.outcome !== undefined) conditions.push(eq(auditLog.outcome, query.outcome));
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(asc(auditLog.seq))
    .limit(query.limit);
};

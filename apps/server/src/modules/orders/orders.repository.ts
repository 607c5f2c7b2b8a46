import type { OrderService } from '@granska/domain';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import {
  type BkConsentRow,
  type BkJobRow,
  type BkOrderRow,
  bkConsents,
  bkJobs,
  bkOrders,
  type NewBkJobRow,
  orderIdempotencyKeys,
} from './orders.schema';

type Db = Database | Transaction;

export const insertOrder = async (db: Db, row: typeof bkOrders.$inferInsert): Promise<BkOrderRow> => {
  const [inserted] = await db.insert(bkOrders).values(row).returning();
  if (!inserted) throw new Error('order insert returned nothing');
  return inserted;
};

export const insertJob = async (db: Db, row: NewBkJobRow): Promise<BkJobRow> => {
  const [inserted] = await db.insert(bkJobs).values(row).returning();
  if (!inserted) throw new Error('job insert returned nothing');
  return inserted;
};

export const updateJobState = async (
  db: Db,
  id: string,
  state: Pick<BkJobRow, 'currState' | 'prevState' | 'jobStateLog'>,
): Promise<void> => {
  await db.update(bkJobs).set(state).where(eq(bkJobs.id, id));
};

export const insertConsent = async (db: Db, row: typeof bkConsents.$inferInsert): Promise<BkConsentRow> => {
  const [inserted] = await db.insert(bkConsents).values(row).returning();
  if (!inserted) throw new Error('consent insert returned nothing');
  return inserted;
};

export const findOrderRow = async (db: Db, id: string): Promise<BkOrderRow | undefined> =>
  (await db.select().from(bkOrders).where(eq(bkOrders.id, id)).limit(1))[0];

/** The jobs of these orders and their consents, oldest first. */
export const jobsOfOrders = async (
  db: Db,
  orderIds: readonly string[],
): Promise<{ jobs: BkJobRow[]; consents: BkConsentRow[] }> => {
  if (orderIds.length === 0) return { jobs: [], consents: [] };
  const jobs = await db
    .select()
    .from(bkJobs)
    .where(inArray(bkJobs.orderId, [...orderIds]))
    .orderBy(bkJobs.created, bkJobs.id);
  const consents =
    jobs.length === 0
      ? []
      : await db
          .select()
          .from(bkConsents)
          .where(
            inArray(
              bkConsents.jobId,
              jobs.map((job) => job.id),
            ),
          )
          .orderBy(bkConsents.createTime, bkConsents.id);
  return { jobs, consents };
};

/** Which of a customer's orders a caller sees: all of them, or those it ordered or receives. */
export interface OrderScope {
  customerId: string;
  /** Undefined: every order of the customer. */
  userId?: string;
  asOrderer?: boolean;
  asRecipient?: boolean;
}

export const scopeFilter = (scope: OrderScope): SQL | undefined => {
  const own = eq(bkOrders.customerId, scope.customerId);
  if (scope.userId === undefined) return own;
  const mine: SQL[] = [];
  if (scope.asOrderer) mine.push(eq(bkOrders.ordererUserId, scope.userId));
  if (scope.asRecipient) {
    mine.push(sql`${bkOrders.recipients} @> ${JSON.stringify([scope.userId])}::jsonb`);
  }
  if (mine.length === 0) return sql`false`;
  return and(own, or(...mine));
};

export const listOrderRows = async (
  db: Db,
  query: { scope: OrderScope; service?: OrderService; limit: number; offset: number },
): Promise<{ rows: BkOrderRow[]; total: number }> => {
  const where = and(
    scopeFilter(query.scope),
    query.service ? eq(bkOrders.service, query.service) : undefined,
  );
  const rows = await db
    .select()
    .from(bkOrders)
    .where(where)
    .orderBy(desc(bkOrders.created), desc(bkOrders.id))
    .limit(query.limit)
    .offset(query.offset);
  const [totalRow] = await db.select({ total: count() }).from(bkOrders).where(where);
  return { rows, total: Number(totalRow?.total ?? 0) };
};

/** Claims an idempotency key for a caller; the existing row when it was claimed before. */
export const claimIdempotencyKey = async (
  db: Db,
  row: { callerId: string; key: string; requestHash: string },
): Promise<{ claimed: true } | { claimed: false; requestHash: string; orderId: string | null }> => {
  const inserted = await db
    .insert(orderIdempotencyKeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: orderIdempotencyKeys.key });
  if (inserted.length > 0) return { claimed: true };
  const [existing] = await db
    .select()
    .from(orderIdempotencyKeys)
    .where(and(eq(orderIdempotencyKeys.callerId, row.callerId), eq(orderIdempotencyKeys.key, row.key)));
  if (!existing) throw new Error('idempotency key vanished');
  return { claimed: false, requestHash: existing.requestHash, orderId: existing.orderId };
};

export const setIdempotencyOrder = async (
  db: Db,
  row: { callerId: string; key: string; orderId: string },
): Promise<void> => {
  await db
    .update(orderIdempotencyKeys)
    .set({ orderId: row.orderId })
    .where(and(eq(orderIdempotencyKeys.callerId, row.callerId), eq(orderIdempotencyKeys.key, row.key)));
};

/** The order row, locked for this transaction (abort and recipient changes). */
export const lockOrderRow = async (db: Db, id: string): Promise<BkOrderRow | undefined> =>
  (await db.select().from(bkOrders).where(eq(bkOrders.id, id)).limit(1).for('update'))[0];

/** Deletes an order; its jobs and their consents go with it (on delete cascade). */
export const deleteOrderRow = async (db: Db, id: string): Promise<void> => {
  await db.delete(bkOrders).where(eq(bkOrders.id, id));
};

export const updateOrderRecipients = async (
  db: Db,
  id: string,
  change: { recipients: string[]; modified: Date },
): Promise<BkOrderRow> => {
  const [updated] = await db.update(bkOrders).set(change).where(eq(bkOrders.id, id)).returning();
  if (!updated) throw new Error('order update returned nothing');
  return updated;
};

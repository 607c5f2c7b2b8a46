import type { ReferenceOrderState } from '@granska/domain';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { pageOfRows } from '../../platform/db/page-of-rows';
import { returnedRow } from '../../platform/db/returned-row';
import {
  type RtOrderRow,
  type RtReferenceRow,
  rtFraudSignalReviews,
  rtOrders,
  rtReferences,
} from './reference-checks.schema';
import type { ReferenceOrderScope } from './reference-orders.policy';
import { FINISHED_ORDER_STATES } from './reference-orders.policy';

type Db = Database | Transaction;

export type NewOrderRow = typeof rtOrders.$inferInsert;
export type NewReferenceRow = typeof rtReferences.$inferInsert;
export type FraudSignalReviewRow = typeof rtFraudSignalReviews.$inferSelect;

export const findOrderRow = async (db: Db, id: string): Promise<RtOrderRow | undefined> =>
  (await db.select().from(rtOrders).where(eq(rtOrders.id, id)).limit(1))[0];

/** The order row, locked for the transaction (a change that reads it first). */
export const lockOrderRow = async (db: Db, id: string): Promise<RtOrderRow | undefined> =>
  (await db.select().from(rtOrders).where(eq(rtOrders.id, id)).limit(1).for('update'))[0];

export const insertOrderRow = async (db: Db, row: NewOrderRow): Promise<RtOrderRow> =>
  returnedRow(await db.insert(rtOrders).values(row).returning(), 'reference order insert');

export const updateOrderRow = async (
  db: Db,
  id: string,
  change: Partial<Omit<NewOrderRow, 'id' | 'created'>>,
): Promise<RtOrderRow> =>
  returnedRow(
    await db.update(rtOrders).set(change).where(eq(rtOrders.id, id)).returning(),
    'reference order update',
  );

/** Deletes an order; its references, BankID orders and signal reviews go with it (on delete cascade). */
export const deleteOrderRow = async (db: Db, id: string): Promise<void> => {
  await db.delete(rtOrders).where(eq(rtOrders.id, id));
};

/** The orders a scope sees, as SQL (reference-orders.policy.ts maySeeReferenceOrder for one row). */
export const scopeFilter = (scope: ReferenceOrderScope): SQL | undefined => {
  const own = eq(rtOrders.customerId, scope.customerId);
  if (scope.all) return own;
  const mine: SQL[] = [];
  if (scope.asOrderer) mine.push(eq(rtOrders.ordererUserId, scope.userId));
  if (scope.asRecipient) mine.push(sql`${rtOrders.recipients} @> ${JSON.stringify([scope.userId])}::jsonb`);
  if (scope.finished) mine.push(inArray(rtOrders.state, [...FINISHED_ORDER_STATES]));
  if (mine.length === 0) return sql`false`;
  return and(own, or(...mine));
};

/** Which orders a list shows: a scope, the states of a list group, and the search (order-search). */
export interface ReferenceOrderFilter {
  scope: ReferenceOrderScope;
  states: readonly ReferenceOrderState[];
  /** Id starting with `idPrefix`, position containing `substring`, or one of `orderIds` (names found). */
  text?: { idPrefix: string; substring: string; orderIds: readonly string[] };
}

/** `%` and `_` of user text match themselves in LIKE patterns. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

const orderFilter = ({ scope, states, text }: ReferenceOrderFilter): SQL | undefined =>
  and(
    scopeFilter(scope),
    inArray(rtOrders.state, [...states]),
    text
      ? or(
          ilike(rtOrders.id, `${likeLiteral(text.idPrefix)}%`),
          ilike(rtOrders.position, `%${likeLiteral(text.substring)}%`),
          text.orderIds.length > 0 ? inArray(rtOrders.id, [...text.orderIds]) : undefined,
        )
      : undefined,
  );

/** Newest first: by creation, then id (the index rt_orders_customer_state_idx serves it). */
const NEWEST_FIRST = [desc(rtOrders.created), desc(rtOrders.id)];

/** A page of the orders matching the filter, newest first, and how many match in all. */
export const listOrderRows = (
  db: Db,
  query: { filter: ReferenceOrderFilter; limit: number; offset: number },
): Promise<{ rows: RtOrderRow[]; total: number }> =>
  pageOfRows(db, rtOrders, {
    where: orderFilter(query.filter),
    orderBy: NEWEST_FIRST,
    limit: query.limit,
    offset: query.offset,
  });

/** The encrypted candidate names of the newest `limit` orders matching the filter (the name search). */
export const encryptedNamesOfNewestOrders = (
  db: Db,
  filter: ReferenceOrderFilter,
  limit: number,
): Promise<Pick<RtOrderRow, 'id' | 'candidateNameEnc'>[]> =>
  db
    .select({ id: rtOrders.id, candidateNameEnc: rtOrders.candidateNameEnc })
    .from(rtOrders)
    .where(orderFilter(filter))
    .orderBy(...NEWEST_FIRST)
    .limit(limit);

/** The references of these orders, oldest first (the order the candidate nominated them in). */
export const referencesOfOrders = async (db: Db, orderIds: readonly string[]): Promise<RtReferenceRow[]> =>
  orderIds.length === 0
    ? []
    : db
        .select()
        .from(rtReferences)
        .where(inArray(rtReferences.orderId, [...orderIds]))
        .orderBy(asc(rtReferences.created), asc(rtReferences.id));

export const findReferenceRow = async (db: Db, id: string): Promise<RtReferenceRow | undefined> =>
  (await db.select().from(rtReferences).where(eq(rtReferences.id, id)).limit(1))[0];

export const updateReferenceRow = async (
  db: Db,
  id: string,
  change: Partial<Omit<NewReferenceRow, 'id' | 'created'>>,
): Promise<RtReferenceRow> =>
  returnedRow(
    await db.update(rtReferences).set(change).where(eq(rtReferences.id, id)).returning(),
    'reference update',
  );

export const insertReferenceRow = async (db: Db, row: NewReferenceRow): Promise<RtReferenceRow> =>
  returnedRow(await db.insert(rtReferences).values(row).returning(), 'reference insert');

/**
 * The customer's references created in [from, until) whose phone or e-mail has one of these blind indexes
 * (a referee given for several candidates is a fraud signal; the caller leaves out the same order's).
 */
export const referencesSharingContact = async (
  db: Db,
  query: {
    customerId: string;
    phoneIndexes: readonly string[];
    emailIndexes: readonly string[];
    from: Date;
    until: Date;
  },
): Promise<Pick<RtReferenceRow, 'id' | 'orderId' | 'phoneIndex' | 'emailIndex' | 'created'>[]> => {
  const contacts: SQL[] = [];
  if (query.phoneIndexes.length > 0) contacts.push(inArray(rtReferences.phoneIndex, [...query.phoneIndexes]));
  if (query.emailIndexes.length > 0) contacts.push(inArray(rtReferences.emailIndex, [...query.emailIndexes]));
  if (contacts.length === 0) return [];
  return db
    .select({
      id: rtReferences.id,
      orderId: rtReferences.orderId,
      phoneIndex: rtReferences.phoneIndex,
      emailIndex: rtReferences.emailIndex,
      created: rtReferences.created,
    })
    .from(rtReferences)
    .where(
      and(
        eq(rtReferences.customerId, query.customerId),
        or(...contacts),
        gte(rtReferences.created, query.from),
        lt(rtReferences.created, query.until),
      ),
    )
    .orderBy(asc(rtReferences.created), asc(rtReferences.id));
};

export const reviewsOfOrders = async (
  db: Db,
  orderIds: readonly string[],
): Promise<FraudSignalReviewRow[]> =>
  orderIds.length === 0
    ? []
    : db
        .select()
        .from(rtFraudSignalReviews)
        .where(inArray(rtFraudSignalReviews.orderId, [...orderIds]));

/** Marks a signal reviewed; an earlier review stands (answers whether this one was new). */
export const insertReview = async (db: Db, row: FraudSignalReviewRow): Promise<boolean> =>
  (
    await db
      .insert(rtFraudSignalReviews)
      .values(row)
      .onConflictDoNothing()
      .returning({ signalId: rtFraudSignalReviews.signalId })
  ).length > 0;

/** A customer's orders archived in [from, until), in archiving order. */
export const archivedOrderRows = (
  db: Db,
  query: { customerId: string; from: Date; until: Date },
): Promise<RtOrderRow[]> =>
  db
    .select()
    .from(rtOrders)
    .where(
      and(
        eq(rtOrders.customerId, query.customerId),
        gte(rtOrders.archived, query.from),
        lt(rtOrders.archived, query.until),
      ),
    )
    .orderBy(asc(rtOrders.archived), asc(rtOrders.id));

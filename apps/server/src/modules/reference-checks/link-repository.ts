import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import {
  type RtOrderRow,
  type RtReferenceRow,
  type RtSettingsRow,
  type RtSurveyRow,
  rtBankIdOrders,
  rtOrders,
  rtReferences,
  rtSettings,
  rtSurveys,
} from './reference-checks.schema';

/** Queries of the candidate's and the referees' side (link-*.ts, candidate-*, referee-*, reminders). */

type Db = Database | Transaction;

export type RtBankIdOrderRow = typeof rtBankIdOrders.$inferSelect;
export type BankIdPurpose = RtBankIdOrderRow['purpose'];

export const findOrderByKeyHash = async (db: Db, keyHash: string): Promise<RtOrderRow | undefined> =>
  (await db.select().from(rtOrders).where(eq(rtOrders.keyHash, keyHash)).limit(1))[0];

export const findReferenceByKeyHash = async (
  db: Db,
  keyHash: string,
): Promise<{ reference: RtReferenceRow; order: RtOrderRow } | undefined> =>
  (
    await db
      .select({ reference: rtReferences, order: rtOrders })
      .from(rtReferences)
      .innerJoin(rtOrders, eq(rtOrders.id, rtReferences.orderId))
      .where(eq(rtReferences.keyHash, keyHash))
      .limit(1)
  )[0];

export const lockOrder = async (tx: Transaction, orderId: string): Promise<RtOrderRow | undefined> =>
  (await tx.select().from(rtOrders).where(eq(rtOrders.id, orderId)).for('update'))[0];

export const findReference = async (db: Db, referenceId: string): Promise<RtReferenceRow | undefined> =>
  (await db.select().from(rtReferences).where(eq(rtReferences.id, referenceId)))[0];

export const lockReference = async (
  tx: Transaction,
  referenceId: string,
): Promise<RtReferenceRow | undefined> =>
  (await tx.select().from(rtReferences).where(eq(rtReferences.id, referenceId)).for('update'))[0];

/** The order's references, oldest first (the candidate's order of nominating). */
export const referencesOfOrder = (db: Db, orderId: string): Promise<RtReferenceRow[]> =>
  db
    .select()
    .from(rtReferences)
    .where(eq(rtReferences.orderId, orderId))
    .orderBy(asc(rtReferences.created), asc(rtReferences.id));

export const findSurvey = async (db: Db, surveyId: string | null): Promise<RtSurveyRow | undefined> =>
  surveyId === null ? undefined : (await db.select().from(rtSurveys).where(eq(rtSurveys.id, surveyId)))[0];

export const findSettings = async (db: Db, customerId: string): Promise<RtSettingsRow | undefined> =>
  (await db.select().from(rtSettings).where(eq(rtSettings.customerId, customerId)))[0];

export const updateOrder = (db: Db, orderId: string, values: Partial<typeof rtOrders.$inferInsert>) =>
  db.update(rtOrders).set(values).where(eq(rtOrders.id, orderId));

export const updateReference = (
  db: Db,
  referenceId: string,
  values: Partial<typeof rtReferences.$inferInsert>,
) => db.update(rtReferences).set(values).where(eq(rtReferences.id, referenceId));

export const insertReference = (db: Db, row: typeof rtReferences.$inferInsert) =>
  db.insert(rtReferences).values(row);

export const deleteReferenceRow = (db: Db, referenceId: string) =>
  db.delete(rtReferences).where(eq(rtReferences.id, referenceId));

// ---------------------------------------------------------------------------------------------------
// BankID orders of the links

export const insertBankIdOrder = (db: Db, row: typeof rtBankIdOrders.$inferInsert) =>
  db.insert(rtBankIdOrders).values(row);

export const findBankIdOrder = async (db: Db, pollId: string): Promise<RtBankIdOrderRow | undefined> =>
  (await db.select().from(rtBankIdOrders).where(eq(rtBankIdOrders.pollId, pollId)))[0];

export const lockBankIdOrder = async (
  tx: Transaction,
  pollId: string,
): Promise<RtBankIdOrderRow | undefined> =>
  (await tx.select().from(rtBankIdOrders).where(eq(rtBankIdOrders.pollId, pollId)).for('update'))[0];

/** The link's BankID orders of one purpose still pending (a new start supersedes them). */
export const pendingBankIdOrdersOf = (
  db: Db,
  link: { orderId: string; referenceId: string | null; purpose: BankIdPurpose },
): Promise<RtBankIdOrderRow[]> =>
  db
    .select()
    .from(rtBankIdOrders)
    .where(
      and(
        eq(rtBankIdOrders.orderId, link.orderId),
        link.referenceId === null
          ? isNull(rtBankIdOrders.referenceId)
          : eq(rtBankIdOrders.referenceId, link.referenceId),
        eq(rtBankIdOrders.purpose, link.purpose),
        eq(rtBankIdOrders.status, 'pending'),
      ),
    );

/**
 * Ends every pending BankID order of an order whose deadline passed (reminders.jobs.ts); answers them,
 * for cancelling at BankID. A poll that took one into effect first keeps it (complete).
 */
export const failPendingBankIdOrdersOf = (db: Db, orderId: string): Promise<RtBankIdOrderRow[]> =>
  db
    .update(rtBankIdOrders)
    .set({ status: 'failed' })
    .where(and(eq(rtBankIdOrders.orderId, orderId), eq(rtBankIdOrders.status, 'pending')))
    .returning();

/** Ends a pending BankID order of ours; false when it had already ended (another poll got there). */
export const finishBankIdOrder = async (
  db: Db,
  pollId: string,
  status: 'complete' | 'failed',
): Promise<boolean> =>
  (
    await db
      .update(rtBankIdOrders)
      .set({ status })
      .where(and(eq(rtBankIdOrders.pollId, pollId), eq(rtBankIdOrders.status, 'pending')))
      .returning({ pollId: rtBankIdOrders.pollId })
  ).length > 0;

// ---------------------------------------------------------------------------------------------------
// The sweep (reminders.jobs.ts)

/** Orders sent to the candidate whose reminder and deadline are not set yet (/order/send leaves them). */
export const ordersWithoutTiming = async (db: Db, limit: number): Promise<string[]> =>
  (
    await db
      .select({ id: rtOrders.id })
      .from(rtOrders)
      .where(and(inArray(rtOrders.state, ['ORDERED', 'SURVEYING']), isNull(rtOrders.timeoutAt)))
      .limit(limit)
  ).map((row) => row.id);

export const ordersPastDeadline = async (db: Db, now: Date, limit: number): Promise<string[]> =>
  (
    await db
      .select({ id: rtOrders.id })
      .from(rtOrders)
      .where(and(inArray(rtOrders.state, ['ORDERED', 'SURVEYING']), lte(rtOrders.timeoutAt, now)))
      .orderBy(asc(rtOrders.timeoutAt))
      .limit(limit)
  ).map((row) => row.id);

export const ordersDueReminder = async (db: Db, now: Date, limit: number): Promise<string[]> =>
  (
    await db
      .select({ id: rtOrders.id })
      .from(rtOrders)
      .where(and(eq(rtOrders.state, 'ORDERED'), lte(rtOrders.nextReminderAt, now)))
      .orderBy(asc(rtOrders.nextReminderAt))
      .limit(limit)
  ).map((row) => row.id);

export const referencesDueReminder = async (db: Db, now: Date, limit: number): Promise<string[]> =>
  (
    await db
      .select({ id: rtReferences.id })
      .from(rtReferences)
      .where(and(eq(rtReferences.state, 'PENDING'), lte(rtReferences.nextReminderAt, now)))
      .orderBy(asc(rtReferences.nextReminderAt))
      .limit(limit)
  ).map((row) => row.id);

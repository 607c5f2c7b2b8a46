import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { pageOfRows } from '../../platform/db/page-of-rows';
import { type WebhookDeliveryRow, webhookDeliveries } from './webhooks.schema';

type Db = Database | Transaction;

export const findDelivery = async (db: Db, id: string): Promise<WebhookDeliveryRow | undefined> =>
  (await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)).limit(1))[0];

// Outcomes are written only to a pending row: a delivered or failed one is final.
const stillPending = (id: string) =>
  and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending'));

export const markDelivered = async (db: Db, id: string, outcome: { statusCode: number; at: Date }) => {
  await db
    .update(webhookDeliveries)
    .set({
      status: 'delivered',
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatusCode: outcome.statusCode,
      lastError: null,
      lastAttemptAt: outcome.at,
      deliveredAt: outcome.at,
    })
    .where(stillPending(id));
};

/** Records a failed attempt; with `giveUp` the delivery is failed for good. */
export const recordFailedAttempt = async (
  db: Db,
  id: string,
  outcome: { statusCode: number | null; error: string; at: Date; giveUp: boolean },
) => {
  await db
    .update(webhookDeliveries)
    .set({
      status: outcome.giveUp ? 'failed' : 'pending',
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      lastAttemptAt: outcome.at,
    })
    .where(stillPending(id));
};

/** A customer's deliveries (optionally of one job), newest first, and how many match. */
export const listDeliveryRows = async (
  db: Db,
  query: { customerId: string; jobId?: string; limit: number; offset: number },
): Promise<{ rows: WebhookDeliveryRow[]; total: number }> => {
  const conditions: SQL[] = [eq(webhookDeliveries.customerId, query.customerId)];
  if (query.jobId !== undefined) conditions.push(eq(webhookDeliveries.jobId, query.jobId));
  const where = and(...conditions);
  return pageOfRows(db, webhookDeliveries, {
    where,
    orderBy: [desc(webhookDeliveries.created), desc(webhookDeliveries.id)],
    limit: query.limit,
    offset: query.offset,
  });
};

import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import {
  type NewOutboxMessageRow,
  type OutboxMessageRow,
  type OutboxTransport,
  outboxMessages,
} from './notifications.schema';

export const insertOutboxMessage = async (
  db: Database | Transaction,
  row: NewOutboxMessageRow,
): Promise<OutboxMessageRow> => {
  const [inserted] = await db.insert(outboxMessages).values(row).returning();
  if (!inserted) throw new Error('outbox insert returned no row');
  return inserted;
};

export const findOutboxMessage = async (
  db: Database | Transaction,
  id: string,
): Promise<OutboxMessageRow | undefined> => {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
};

export const markOutboxMessageSent = async (
  db: Database | Transaction,
  id: string,
  transport: OutboxTransport,
  at: Date,
): Promise<void> => {
  await db
    .update(outboxMessages)
    .set({
      status: 'sent',
      transport,
      sentAt: at,
      attempts: sql`${outboxMessages.attempts} + 1`,
      nextAttemptAt: null,
      lastError: null,
    })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'pending')));
};

export const recordOutboxFailure = async (
  db: Database | Transaction,
  id: string,
  failure: { error: string; nextAttemptAt: Date | null; giveUp: boolean },
): Promise<void> => {
  await db
    .update(outboxMessages)
    .set({
      status: failure.giveUp ? 'failed' : 'pending',
      attempts: sql`${outboxMessages.attempts} + 1`,
      nextAttemptAt: failure.giveUp ? null : failure.nextAttemptAt,
      lastError: failure.error,
    })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'pending')));
};

/** Clears the bodies of messages a real adapter delivered before `sentBefore`; returns how many. */
export const clearDeliveredBodies = async (db: Database | Transaction, sentBefore: Date): Promise<number> => {
  const cleared = await db
    .update(outboxMessages)
    .set({ body: null, bodyClearedAt: sql`now()` })
    .where(
      and(
        eq(outboxMessages.status, 'sent'),
        sql`${outboxMessages.transport} <> 'local'`,
        isNotNull(outboxMessages.body),
        lt(outboxMessages.sentAt, sentBefore),
      ),
    )
    .returning({ id: outboxMessages.id });
  return cleared.length;
};

export const listOutboxMessages = async (
  db: Database | Transaction,
  options: { limit: number; offset: number; recipient?: string; category?: string },
): Promise<OutboxMessageRow[]> => {
  const filters = [
    options.recipient === undefined ? undefined : eq(outboxMessages.recipient, options.recipient),
    options.category === undefined ? undefined : eq(outboxMessages.category, options.category),
  ];
  return db
    .select()
    .from(outboxMessages)
    .where(and(...filters))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(options.limit)
    .offset(options.offset);
};

export const countOutboxMessages = async (db: Database | Transaction): Promise<number> => {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(outboxMessages);
  return row?.count ?? 0;
};

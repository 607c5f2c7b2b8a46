import { and, desc, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
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

/**
 * Clears recipient, subject and body (the personal data; category and times stay as the record that
 * the message existed) of messages a real adapter delivered before `deliveredBefore`, that failed for
 * good and were queued before `deliveredBefore`, or that only went to the local outbox before
 * `localBefore`. Returns how many rows it cleared.
 */
export const clearExpiredOutboxMessages = async (
  db: Database | Transaction,
  limits: { deliveredBefore: Date; localBefore: Date; now: Date },
): Promise<number> => {
  const cleared = await db
    .update(outboxMessages)
    .set({
      recipient: null,
      recipientHash: null,
      subject: null,
      body: null,
      attachments: null,
      bodyClearedAt: limits.now,
    })
    .where(
      and(
        or(
          isNotNull(outboxMessages.recipient),
          isNotNull(outboxMessages.subject),
          isNotNull(outboxMessages.body),
        ),
        or(
          and(
            eq(outboxMessages.status, 'sent'),
            sql`${outboxMessages.transport} <> 'local'`,
            lt(outboxMessages.sentAt, limits.deliveredBefore),
          ),
          and(
            eq(outboxMessages.status, 'sent'),
            eq(outboxMessages.transport, 'local'),
            lt(outboxMessages.sentAt, limits.localBefore),
          ),
          and(eq(outboxMessages.status, 'failed'), lt(outboxMessages.createdAt, limits.deliveredBefore)),
        ),
      ),
    )
    .returning({ id: outboxMessages.id });
  return cleared.length;
};

/** Up to `limit` rows written in clear before the outbox fields were encrypted. */
export const findUnsealedOutboxMessages = (
  db: Database | Transaction,
  limit: number,
): Promise<OutboxMessageRow[]> =>
  db.select().from(outboxMessages).where(eq(outboxMessages.fieldsEncrypted, false)).limit(limit);

/** Replaces a row's clear fields by their sealed form (only the retention job does; one process at a time). */
export const sealOutboxMessage = async (
  db: Database | Transaction,
  id: string,
  sealed: Pick<
    NewOutboxMessageRow,
    'recipient' | 'recipientHash' | 'subject' | 'body' | 'attachments' | 'fieldsEncrypted'
  >,
): Promise<void> => {
  await db
    .update(outboxMessages)
    .set(sealed)
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.fieldsEncrypted, false)));
};

export const listOutboxMessages = async (
  db: Database | Transaction,
  options: {
    limit: number;
    offset: number;
    /** The recipient's blind index, and the recipient itself for rows not sealed yet. */
    recipient?: { hash: string; inClear: string };
    category?: string;
  },
): Promise<OutboxMessageRow[]> => {
  const { recipient } = options;
  const filters = [
    recipient === undefined
      ? undefined
      : or(
          eq(outboxMessages.recipientHash, recipient.hash),
          and(eq(outboxMessages.fieldsEncrypted, false), eq(outboxMessages.recipient, recipient.inClear)),
        ),
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

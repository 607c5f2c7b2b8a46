import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Which adapter delivered a message; 'local' is the stand-in that leaves it in the outbox only. */
export const OUTBOX_TRANSPORTS = ['local', 'smtp', 'sms-gateway'] as const;
export type OutboxTransport = (typeof OUTBOX_TRANSPORTS)[number];

/**
 * E-mail and SMS written in the same transaction as the change that causes them, delivered later by the
 * scheduler (security.md). Bodies hold codes and personal data: a body delivered by a real adapter is
 * cleared after the retention window (docs/decisions/notifications.md); `body` null means cleared.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body'),
    category: text('category').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    transport: text('transport', { enum: OUTBOX_TRANSPORTS }),
    lastError: text('last_error'),
    bodyClearedAt: timestamp('body_cleared_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_messages_created_idx').on(table.createdAt),
    index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt),
    index('outbox_messages_sent_idx').on(table.sentAt),
  ],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
export type NewOutboxMessageRow = typeof outboxMessages.$inferInsert;

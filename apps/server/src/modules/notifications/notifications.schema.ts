import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { uuidPrimaryKey } from '../../platform/db/columns';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Which adapter delivered a message; 'local' is the stand-in that leaves it in the outbox only. */
export const OUTBOX_TRANSPORTS = ['local', 'smtp', 'sms-gateway'] as const;
export type OutboxTransport = (typeof OUTBOX_TRANSPORTS)[number];

/**
 * E-mail and SMS written in the same transaction as the change that causes them, delivered later by the
 * scheduler (security.md). Recipient, subject and body hold personal data and codes: they are stored
 * encrypted per field (`fields_encrypted`; rows from before that are sealed by the retention job) with
 * a blind index of the recipient for look-ups, and all three are cleared (null, `body_cleared_at` set)
 * a retention period after delivery or failure (docs/decisions/outbox-retention.md).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuidPrimaryKey(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    /** Encrypted (`outbox_messages.recipient:<id>`); null once cleared. */
    recipient: text('recipient'),
    /** blindIndex('outbox-recipient', recipient); null once cleared. */
    recipientHash: text('recipient_hash'),
    subject: text('subject'),
    body: text('body'),
    /** E-mail attachments as encrypted JSON (OutboxAttachment[]); null for none and once cleared. */
    attachments: text('attachments'),
    category: text('category').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    transport: text('transport', { enum: OUTBOX_TRANSPORTS }),
    lastError: text('last_error'),
    /** When recipient, subject and body were cleared (the name predates clearing the recipient). */
    bodyClearedAt: timestamp('body_cleared_at', { withTimezone: true }),
    /** False only for rows written in clear before field encryption; the retention job seals them. */
    fieldsEncrypted: boolean('fields_encrypted').notNull().default(false),
  },
  (table) => [
    index('outbox_messages_created_idx').on(table.createdAt),
    index('outbox_messages_recipient_hash_idx').on(table.recipientHash, table.createdAt),
    index('outbox_messages_sent_idx').on(table.sentAt),
  ],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
export type NewOutboxMessageRow = typeof outboxMessages.$inferInsert;

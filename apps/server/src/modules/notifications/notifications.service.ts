import type { Database, Transaction } from '../../platform/db/database';
import { insertJob } from '../../platform/scheduler/scheduler.repository';
import { countOutboxMessages, insertOutboxMessage, listOutboxMessages } from './notifications.repository';
import type { OutboxMessageRow } from './notifications.schema';

/** Scheduler job kind that delivers one outbox message; its payload is `{ messageId }`. */
export const DELIVER_OUTBOX_MESSAGE = 'notifications.deliver';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the message is for, e.g. 'identity.reset-code'; tests and the outbox page filter on it. */
  category: string;
}

export interface SmsMessage {
  to: string;
  text: string;
  category: string;
}

const enqueue = async (
  db: Database | Transaction,
  row: {
    channel: 'email' | 'sms';
    recipient: string;
    subject: string | null;
    body: string;
    category: string;
  },
): Promise<{ id: string }> => {
  if (row.recipient.trim() === '') throw new Error(`outbox ${row.channel} without a recipient`);
  const message = await insertOutboxMessage(db, { ...row, recipient: row.recipient.trim() });
  await insertJob(db, { kind: DELIVER_OUTBOX_MESSAGE, payload: { messageId: message.id } });
  return { id: message.id };
};

/**
 * Writes an e-mail to the outbox in the caller's transaction; the scheduler delivers it after commit,
 * at least once. Nothing is sent if the transaction rolls back.
 */
export const queueEmail = (db: Database | Transaction, message: EmailMessage): Promise<{ id: string }> =>
  enqueue(db, {
    channel: 'email',
    recipient: message.to,
    subject: message.subject,
    body: message.text,
    category: message.category,
  });

/** As queueEmail, for an SMS; `to` is the phone number as the user gave it (E.164 preferred). */
export const queueSms = (db: Database | Transaction, message: SmsMessage): Promise<{ id: string }> =>
  enqueue(db, {
    channel: 'sms',
    recipient: message.to,
    subject: null,
    body: message.text,
    category: message.category,
  });

export const OUTBOX_PAGE_SIZE = 50;

/** One page of the outbox page, newest first; a page past the end shows the last one. */
export const outboxPage = async (db: Database | Transaction, requestedPage: number) => {
  const total = await countOutboxMessages(db);
  const pageCount = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
  const page = Math.min(requestedPage, pageCount);
  const messages = await listOutboxMessages(db, {
    limit: OUTBOX_PAGE_SIZE,
    offset: (page - 1) * OUTBOX_PAGE_SIZE,
  });
  return { messages, page, pageCount, total };
};

/** The latest messages, newest first, optionally for one recipient and category. */
export const listOutbox = (
  db: Database | Transaction,
  filter: { limit: number; recipient?: string; category?: string },
): Promise<OutboxMessageRow[]> => listOutboxMessages(db, { ...filter, offset: 0 });

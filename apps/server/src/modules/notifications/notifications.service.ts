import { randomUUID } from 'node:crypto';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { enqueueJob } from '../../platform/scheduler/scheduler.repository';
import { countOutboxMessages, insertOutboxMessage, listOutboxMessages } from './notifications.repository';
import {
  type OutboxAttachment,
  type OutboxMessage,
  openOutboxMessage,
  outboxRecipientHash,
  sealOutboxFields,
} from './outbox-fields';

export type { OutboxAttachment, OutboxMessage } from './outbox-fields';

/** Scheduler job kind that delivers one outbox message; its payload is `{ messageId }`. */
export const DELIVER_OUTBOX_MESSAGE = 'notifications.deliver';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the message is for, e.g. 'identity.reset-code'; tests and the outbox page filter on it. */
  category: string;
  attachments?: readonly OutboxAttachment[];
}

export interface SmsMessage {
  to: string;
  text: string;
  category: string;
}

const enqueue = async (
  db: Database | Transaction,
  crypto: FieldCrypto,
  row: {
    channel: 'email' | 'sms';
    recipient: string;
    subject: string | null;
    body: string;
    category: string;
    attachments?: readonly OutboxAttachment[];
  },
): Promise<{ id: string }> => {
  const recipient = row.recipient.trim();
  if (recipient === '') throw new Error(`outbox ${row.channel} without a recipient`);
  const id = randomUUID();
  await insertOutboxMessage(db, {
    id,
    channel: row.channel,
    category: row.category,
    ...sealOutboxFields(crypto, id, {
      recipient,
      subject: row.subject,
      body: row.body,
      attachments: row.attachments ?? null,
    }),
  });
  await enqueueJob(db, { kind: DELIVER_OUTBOX_MESSAGE, payload: { messageId: id } });
  return { id };
};

/**
 * Writes an e-mail to the outbox in the caller's transaction, recipient, subject and body encrypted
 * with `crypto`; the scheduler delivers it after commit, at least once. Nothing is sent if the
 * transaction rolls back.
 */
export const queueEmail = (
  db: Database | Transaction,
  crypto: FieldCrypto,
  message: EmailMessage,
): Promise<{ id: string }> =>
  enqueue(db, crypto, {
    channel: 'email',
    recipient: message.to,
    subject: message.subject,
    body: message.text,
    category: message.category,
    ...(message.attachments ? { attachments: message.attachments } : {}),
  });

/** As queueEmail, for an SMS; `to` is the phone number as the user gave it (E.164 preferred). */
export const queueSms = (
  db: Database | Transaction,
  crypto: FieldCrypto,
  message: SmsMessage,
): Promise<{ id: string }> =>
  enqueue(db, crypto, {
    channel: 'sms',
    recipient: message.to,
    subject: null,
    body: message.text,
    category: message.category,
  });

export const OUTBOX_PAGE_SIZE = 50;

/** One page of the outbox page, newest first; a page past the end shows the last one. */
export const outboxPage = async (db: Database | Transaction, crypto: FieldCrypto, requestedPage: number) => {
  const total = await countOutboxMessages(db);
  const pageCount = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
  const page = Math.min(requestedPage, pageCount);
  const messages = await listOutboxMessages(db, {
    limit: OUTBOX_PAGE_SIZE,
    offset: (page - 1) * OUTBOX_PAGE_SIZE,
  });
  return { messages: messages.map((row) => openOutboxMessage(crypto, row)), page, pageCount, total };
};

/**
 * The latest messages, decrypted, newest first, optionally for one recipient (exactly as queued) and
 * category.
 */
export const listOutbox = async (
  db: Database | Transaction,
  crypto: FieldCrypto,
  filter: { limit: number; recipient?: string; category?: string },
): Promise<OutboxMessage[]> => {
  const { recipient, ...rest } = filter;
  const rows = await listOutboxMessages(db, {
    ...rest,
    offset: 0,
    ...(recipient === undefined
      ? {}
      : { recipient: { hash: outboxRecipientHash(crypto, recipient.trim()), inClear: recipient.trim() } }),
  });
  return rows.map((row) => openOutboxMessage(crypto, row));
};

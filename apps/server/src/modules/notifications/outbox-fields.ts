import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { OutboxMessageRow } from './notifications.schema';

/**
 * A message as its readers see it: recipient, subject and body in clear (null once cleared). The row
 * holds them encrypted per field, bound to the row's id (docs/decisions/outbox-retention.md).
 */
export type OutboxMessage = Omit<OutboxMessageRow, 'recipientHash' | 'fieldsEncrypted' | 'attachments'> & {
  attachments: OutboxAttachment[];
};

/** A text file sent with an e-mail (a calendar invitation). */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

type SealedField = 'recipient' | 'subject' | 'body' | 'attachments';

const RECIPIENT_INDEX = 'outbox-recipient';

const fieldContext = (field: SealedField, id: string): string => `outbox_messages.${field}:${id}`;

/** The keyed hash the recipient is looked up by (exactly as queued, after trimming). */
export const outboxRecipientHash = (crypto: FieldCrypto, recipient: string): string =>
  crypto.blindIndex(RECIPIENT_INDEX, recipient);

/** The stored form of a message's personal fields, for the row `id`. */
export const sealOutboxFields = (
  crypto: FieldCrypto,
  id: string,
  fields: {
    recipient: string | null;
    subject: string | null;
    body: string | null;
    attachments?: readonly OutboxAttachment[] | null;
  },
) => {
  const seal = (field: SealedField, value: string | null) =>
    value === null ? null : crypto.encryptField(value, fieldContext(field, id));
  return {
    recipient: seal('recipient', fields.recipient),
    recipientHash: fields.recipient === null ? null : outboxRecipientHash(crypto, fields.recipient),
    subject: seal('subject', fields.subject),
    body: seal('body', fields.body),
    attachments: fields.attachments?.length ? seal('attachments', JSON.stringify(fields.attachments)) : null,
    fieldsEncrypted: true,
  };
};

/** The row with its personal fields decrypted; a row from before encryption is read as it is. */
export const openOutboxMessage = (crypto: FieldCrypto, row: OutboxMessageRow): OutboxMessage => {
  const { recipientHash: _hash, fieldsEncrypted, attachments: sealedAttachments, ...message } = row;
  if (!fieldsEncrypted) return { ...message, attachments: [] };
  const open = (field: SealedField, value: string | null) =>
    value === null ? null : crypto.decryptField(value, fieldContext(field, row.id));
  return {
    ...message,
    recipient: open('recipient', row.recipient),
    subject: open('subject', row.subject),
    body: open('body', row.body),
    attachments: sealedAttachments
      ? (JSON.parse(open('attachments', sealedAttachments) ?? '[]') as OutboxAttachment[])
      : [],
  };
};

import type { EmailSender, SmsSender } from './delivery.port';

/**
 * The local stand-in (development and tests; config refuses it in production): the message is only
 * kept in the outbox, where /dev/outbox shows it until LOCAL_OUTBOX_RETENTION_DAYS have passed.
 */
export const localOutboxEmail: EmailSender = { transport: 'local', send: async () => {}, close: () => {} };

export const localOutboxSms: SmsSender = { transport: 'local', send: async () => {} };

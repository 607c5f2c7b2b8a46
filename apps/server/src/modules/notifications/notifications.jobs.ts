import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import type { JobHandler } from '../../platform/scheduler/scheduler';
import { PermanentJobError } from '../../platform/scheduler/scheduler';
import type { DeliveryAdapters } from './delivery.port';
import {
  clearExpiredOutboxMessages,
  findOutboxMessage,
  findUnsealedOutboxMessages,
  markOutboxMessageSent,
  recordOutboxFailure,
  sealOutboxMessage,
} from './notifications.repository';
import { DELIVER_OUTBOX_MESSAGE } from './notifications.service';
import { openOutboxMessage, sealOutboxFields } from './outbox-fields';

/** The recurring outbox retention job (its kind keeps the name it had when it cleared bodies only). */
export const OUTBOX_RETENTION = 'notifications.clear-delivered-bodies';

const SEAL_BATCH = 500;

const DAY_MS = 24 * 60 * 60_000;

const deliveryError = (error: unknown): string =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 1_000);

/**
 * Delivers one outbox message. Idempotent: a message that is no longer pending (sent, failed) is left
 * alone, so a job that runs twice sends once unless the process died between sending and recording.
 */
export const outboxDeliveryJob = (
  db: Database,
  adapters: DeliveryAdapters,
  crypto: FieldCrypto,
): JobHandler => ({
  kind: DELIVER_OUTBOX_MESSAGE,
  handle: async (payload, context) => {
    const messageId = typeof payload.messageId === 'string' ? payload.messageId : undefined;
    if (!messageId) throw new PermanentJobError('payload without messageId');
    const row = await findOutboxMessage(db, messageId);
    if (row?.status !== 'pending') return;
    const message = openOutboxMessage(crypto, row);
    if (message.body === null || message.recipient === null) {
      throw new PermanentJobError('outbox message has no body or recipient');
    }
    const { recipient, body } = message;
    const sender = message.channel === 'email' ? adapters.email : adapters.sms;
    try {
      if (message.channel === 'email') {
        await adapters.email.send({
          id: message.id,
          to: recipient,
          subject: message.subject ?? '',
          text: body,
          ...(message.attachments.length > 0 ? { attachments: message.attachments } : {}),
        });
      } else {
        await adapters.sms.send({ id: message.id, to: recipient, text: body });
      }
    } catch (error) {
      const giveUp = error instanceof PermanentJobError || context.isLastAttempt;
      await recordOutboxFailure(db, message.id, {
        error: deliveryError(error),
        giveUp,
        nextAttemptAt: giveUp ? null : new Date(Date.now() + context.retryInMs),
      });
      throw error;
    }
    await markOutboxMessageSent(db, message.id, sender.transport, new Date());
  },
});

export interface OutboxRetentionSettings {
  /** Days after delivery by a real adapter (or after queueing, for a message that failed for good). */
  outboxBodyRetentionDays: number;
  /** Days after a message went to the local outbox only. */
  localOutboxRetentionDays: number;
}

/**
 * Hourly, and at start: encrypts rows still in clear from before the outbox fields were encrypted, then
 * clears recipient, subject and body of the messages past their retention period
 * (docs/decisions/outbox-retention.md). `now` is injectable for tests.
 */
export const outboxRetentionJob = (
  db: Database,
  crypto: FieldCrypto,
  settings: OutboxRetentionSettings,
  now: () => Date = () => new Date(),
): JobHandler => ({
  kind: OUTBOX_RETENTION,
  everyMs: 60 * 60_000,
  handle: async () => {
    for (;;) {
      const unsealed = await findUnsealedOutboxMessages(db, SEAL_BATCH);
      for (const row of unsealed) {
        await sealOutboxMessage(
          db,
          row.id,
          // Rows from before encryption carry no attachments.
          sealOutboxFields(crypto, row.id, {
            recipient: row.recipient,
            subject: row.subject,
            body: row.body,
          }),
        );
      }
      if (unsealed.length < SEAL_BATCH) break;
    }
    const at = now();
    await clearExpiredOutboxMessages(db, {
      deliveredBefore: new Date(at.getTime() - settings.outboxBodyRetentionDays * DAY_MS),
      localBefore: new Date(at.getTime() - settings.localOutboxRetentionDays * DAY_MS),
      now: at,
    });
  },
});

/** Every job of the notifications module, for the scheduler that main.ts starts. */
export const notificationJobs = (
  db: Database,
  adapters: DeliveryAdapters,
  crypto: FieldCrypto,
  settings: OutboxRetentionSettings,
): JobHandler[] => [outboxDeliveryJob(db, adapters, crypto), outboxRetentionJob(db, crypto, settings)];

import type { Database } from '../../platform/db/database';
import type { JobHandler } from '../../platform/scheduler/scheduler';
import { PermanentJobError } from '../../platform/scheduler/scheduler';
import type { DeliveryAdapters } from './delivery.port';
import {
  clearDeliveredBodies,
  findOutboxMessage,
  markOutboxMessageSent,
  recordOutboxFailure,
} from './notifications.repository';
import { DELIVER_OUTBOX_MESSAGE } from './notifications.service';

export const CLEAR_DELIVERED_BODIES = 'notifications.clear-delivered-bodies';

const DAY_MS = 24 * 60 * 60_000;

const deliveryError = (error: unknown): string =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 1_000);

/**
 * Delivers one outbox message. Idempotent: a message that is no longer pending (sent, failed) is left
 * alone, so a job that runs twice sends once unless the process died between sending and recording.
 */
export const outboxDeliveryJob = (db: Database, adapters: DeliveryAdapters): JobHandler => ({
  kind: DELIVER_OUTBOX_MESSAGE,
  maxAttempts: 10,
  handle: async (payload, context) => {
    const messageId = typeof payload.messageId === 'string' ? payload.messageId : undefined;
    if (!messageId) throw new PermanentJobError('payload without messageId');
    const message = await findOutboxMessage(db, messageId);
    if (message?.status !== 'pending') return;
    if (message.body === null) throw new PermanentJobError('outbox message has no body');
    const sender = message.channel === 'email' ? adapters.email : adapters.sms;
    try {
      if (message.channel === 'email') {
        await adapters.email.send({
          id: message.id,
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.body,
        });
      } else {
        await adapters.sms.send({ id: message.id, to: message.recipient, text: message.body });
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

/** Clears bodies (codes, personal data) of messages a real adapter delivered more than `retentionDays` ago. */
export const clearDeliveredBodiesJob = (db: Database, retentionDays: number): JobHandler => ({
  kind: CLEAR_DELIVERED_BODIES,
  everyMs: 60 * 60_000,
  handle: async () => {
    await clearDeliveredBodies(db, new Date(Date.now() - retentionDays * DAY_MS));
  },
});

/** Every job of the notifications module, for the scheduler that main.ts starts. */
export const notificationJobs = (
  db: Database,
  adapters: DeliveryAdapters,
  settings: { outboxBodyRetentionDays: number },
): JobHandler[] => [
  outboxDeliveryJob(db, adapters),
  clearDeliveredBodiesJob(db, settings.outboxBodyRetentionDays),
];

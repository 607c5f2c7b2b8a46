import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdTimestamp, uuidPrimaryKey } from '../../platform/db/columns';

/**
 * Webhook deliveries: one row per state change of a job with a `webhook_url`, written in the
 * transaction of the change and delivered by scheduled work with retries. The payload holds ids and
 * states only, never personal data. The row is the delivery log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** Also the event id receivers de-duplicate on. */
    id: uuidPrimaryKey(),
    customerId: text('customer_id').notNull(),
    jobId: text('job_id').notNull(),
    orderId: text('order_id').notNull(),
    apiKeyId: text('api_key_id'),
    url: text('url').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    created: createdTimestamp(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_job_idx').on(table.jobId, table.created),
    index('webhook_deliveries_customer_idx').on(table.customerId, table.created),
  ],
);

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewWebhookDeliveryRow = typeof webhookDeliveries.$inferInsert;

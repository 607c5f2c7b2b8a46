import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdTimestamp, uuidPrimaryKey } from '../../platform/db/columns';
import { customers } from '../customers';

/**
 * A customer's API keys (docs/decisions/api-keys.md). The key itself is never stored: `hash` is
 * HMAC-SHA256 of it under a key derived from the master key, `prefix` its first characters for people
 * to recognise it. A deleted customer takes its keys with it.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuidPrimaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    prefix: text('prefix').notNull(),
    hash: text('hash').notNull().unique(),
    keyName: text('key_name').notNull(),
    keyDescription: text('key_description').notNull().default(''),
    created: createdTimestamp(),
    createdBy: text('created_by'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The secret that signs webhooks of this key's orders, shown once with the key; encrypted (context
     * `api_keys.webhook_secret:<id>`) because signing needs it back. Null for keys made before webhooks.
     */
    webhookSecretEnc: text('webhook_secret_enc'),
  },
  (table) => [index('api_keys_customer_idx').on(table.customerId, table.created)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKeyRow = typeof apiKeys.$inferInsert;

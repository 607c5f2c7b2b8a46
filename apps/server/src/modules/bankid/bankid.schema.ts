import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const BANKID_ORDER_KINDS = ['auth', 'sign'] as const;
export type BankIdOrderKind = (typeof BANKID_ORDER_KINDS)[number];

/**
 * Orders this server started at BankID (production) or at the local BankID server: what the animated QR
 * code needs, which never leaves the server. The secret is field-encrypted (context `bankid_orders:<ref>`)
 * and cleared when the order ends. Holds no personal data: the completion goes to the caller.
 */
export const bankIdOrders = pgTable(
  'bankid_orders',
  {
    orderRef: text('order_ref').primaryKey(),
    kind: text('kind', { enum: BANKID_ORDER_KINDS }).notNull(),
    qrStartToken: text('qr_start_token').notNull(),
    /** Null once the order has ended. */
    qrStartSecret: text('qr_start_secret'),
    /** When BankID answered the order: the QR code's t counts whole seconds from here. */
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** pending until a collect saw complete or failed, or the order was cancelled. */
    status: text('status', { enum: ['pending', 'complete', 'failed'] })
      .notNull()
      .default('pending'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('bankid_orders_created_idx').on(table.createdAt)],
);

export type BankIdOrderRow = typeof bankIdOrders.$inferSelect;

export const LOCAL_BANKID_STATUSES = ['pending', 'failed', 'complete', 'cancelled'] as const;
export type LocalBankIdStatus = (typeof LOCAL_BANKID_STATUSES)[number];

/**
 * The local BankID test server's orders (docs/decisions/bankid.md). A table, not memory, so several
 * server processes and restarts see the same orders. Only ever written outside production (the routes
 * do not exist there); personal numbers are Skatteverket's test numbers and stored in clear, like the
 * local outbox. `cancelled` is an order the relying party cancelled: BankID forgets it.
 */
export const localBankIdOrders = pgTable(
  'bankid_local_orders',
  {
    orderRef: text('order_ref').primaryKey(),
    kind: text('kind', { enum: BANKID_ORDER_KINDS }).notNull(),
    /** qr (auth/sign) or phone (phone/auth, phone/sign). */
    channel: text('channel', { enum: ['qr', 'phone'] }).notNull(),
    endUserIp: text('end_user_ip'),
    /** requirement.personalNumber, or the personalNumber of a phone order. */
    personalNumber: text('personal_number'),
    /** The whole request as received (userVisibleData stays base64, as BankID keeps it). */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    autoStartToken: text('auto_start_token').notNull(),
    qrStartToken: text('qr_start_token').notNull(),
    qrStartSecret: text('qr_start_secret').notNull(),
    status: text('status', { enum: LOCAL_BANKID_STATUSES }).notNull().default('pending'),
    hintCode: text('hint_code'),
    completionData: jsonb('completion_data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('bankid_local_orders_status_idx').on(table.status, table.createdAt),
    index('bankid_local_orders_person_idx').on(table.personalNumber, table.status),
  ],
);

export type LocalBankIdOrderRow = typeof localBankIdOrders.$inferSelect;

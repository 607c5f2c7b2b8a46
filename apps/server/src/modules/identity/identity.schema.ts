import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { JWK } from 'jose';
import { createdTimestamp, uuidPrimaryKey } from '../../platform/db/columns';

export const USER_STATUSES = ['FORCE_CHANGE_PASSWORD', 'CONFIRMED', 'RESET_REQUIRED'] as const;
export type UserStatusValue = (typeof USER_STATUSES)[number];

export const MFA_KINDS = ['SMS'] as const;

/**
 * Users of the built-in identity provider. `id` is the token's `sub` and the client's USER_ID_FOR_SRP;
 * `email` (lower-cased) is the user name. The SRP verifier is as sensitive as a password hash, so it
 * is stored encrypted (field crypto, context `users.srp_verifier:<id>`).
 */
export const users = pgTable(
  'users',
  {
    id: uuidPrimaryKey(),
    email: text('email').notNull().unique(),
    phone: text('phone'),
    custNo: text('cust_no'),
    costCenter: text('cost_center'),
    status: text('status', { enum: USER_STATUSES }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    mfa: text('mfa', { enum: MFA_KINDS }),
    srpSalt: text('srp_salt').notNull(),
    srpVerifier: text('srp_verifier').notNull(),
    failedLogins: integer('failed_logins').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    created: createdTimestamp(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('users_cust_no_idx').on(table.custNo)],
);

export const userGroups = pgTable(
  'user_groups',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    group: text('group').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.group] }),
    index('user_groups_group_idx').on(table.group),
  ],
);

export const AUTH_SESSION_KINDS = [
  'PASSWORD_VERIFIER',
  'SMS_MFA',
  'NEW_PASSWORD_REQUIRED',
  'DEVICE_SRP_AUTH',
  'DEVICE_PASSWORD_VERIFIER',
] as const;
export type AuthSessionKind = (typeof AUTH_SESSION_KINDS)[number];

/**
 * A log-in in progress, one row per challenge. `id` is the SHA-256 of the opaque Session value the
 * client holds; b is encrypted; a row is used once (`used_at`) and expires after a few minutes.
 */
export const idpAuthSessions = pgTable(
  'idp_auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: AUTH_SESSION_KINDS }).notNull(),
    serverSecret: text('server_secret'),
    srpB: text('srp_b'),
    srpA: text('srp_a'),
    secretBlock: text('secret_block'),
    deviceKey: text('device_key'),
    /** Epoch seconds of the password step, carried to the tokens. */
    authTime: integer('auth_time'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    created: createdTimestamp(),
  },
  (table) => [index('idp_auth_sessions_expires_idx').on(table.expiresAt)],
);

/**
 * A log-in session: its refresh token (hashed) and its id, which every access token it issues carries
 * as `sid`, so revoking the row refuses those access tokens at once too.
 */
export const idpRefreshTokens = pgTable(
  'idp_refresh_tokens',
  {
    hash: text('hash').primaryKey(),
    sessionId: text('session_id').notNull().unique().default(sql`gen_random_uuid()::text`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceKey: text('device_key'),
    authTime: integer('auth_time').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    created: createdTimestamp(),
  },
  (table) => [index('idp_refresh_tokens_user_idx').on(table.userId)],
);

export const CODE_PURPOSES = ['password-reset', 'mfa-sms'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * E-mail and SMS codes, keyed-hashed; one live code per user and purpose (a new one replaces it). The
 * wrong attempts and the codes sent are counted per window, which a new code does not restart.
 */
export const idpCodes = pgTable(
  'idp_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    hash: text('hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    sentInWindow: integer('sent_in_window').notNull().default(1),
    created: createdTimestamp(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.purpose] })],
);

/** Remembered devices: the client's device SRP verifier (encrypted) lets it skip the SMS code. */
export const idpDevices = pgTable(
  'idp_devices',
  {
    deviceKey: text('device_key').primaryKey(),
    groupKey: text('group_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    srpSalt: text('srp_salt'),
    srpVerifier: text('srp_verifier'),
    remembered: boolean('remembered').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    created: createdTimestamp(),
  },
  (table) => [index('idp_devices_user_idx').on(table.userId)],
);

/** Token signing keys; the private JWK is encrypted (context `idp_signing_keys:<kid>`). */
export const idpSigningKeys = pgTable('idp_signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: text('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').$type<JWK>().notNull(),
  created: createdTimestamp(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type AuthSessionRow = typeof idpAuthSessions.$inferSelect;
export type RefreshTokenRow = typeof idpRefreshTokens.$inferSelect;
export type DeviceRow = typeof idpDevices.$inferSelect;
export type SigningKeyRow = typeof idpSigningKeys.$inferSelect;

import type {
  Question,
  ReferenceOrderState,
  ReferenceOrderStateLogEntry,
  ReferenceState,
  ReferenceStateLogEntry,
  SurveyClassType,
} from '@granska/domain';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdTimestamp, uuidPrimaryKey } from '../../platform/db/columns';
import { customers } from '../customers';

/**
 * Reference checks (spec §3 Reference-check Order, Reference, Survey, Settings). Questionnaires hold no
 * personal data and are kept in clear. Everything about the candidate and the referees is encrypted
 * field by field (`*_enc`, context `<table>.<field>:<row id>`); `*_index` are blind indexes for the
 * fraud signals (the same phone, e-mail or address) and `key_hash` the hash of a link's secret key.
 */

/** Templates (customer's own, or public with no customer) and the orders' own copies (`Survey`). */
export const rtSurveys = pgTable(
  'rt_surveys',
  {
    id: uuidPrimaryKey(),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    classType: text('class_type').$type<SurveyClassType>().notNull(),
    orderId: text('order_id'),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    publicSurvey: boolean('public_survey').notNull().default(false),
    questions: jsonb('questions').$type<Question[]>().notNull().default([]),
    created: createdTimestamp(),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rt_surveys_customer_idx').on(table.customerId, table.classType)],
);

/** A customer's reference-check settings (spec §3 Settings); a customer without a row has the defaults. */
export const rtSettings = pgTable('rt_settings', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  id: text('id')
    .notNull()
    .$defaultFn(() => crypto.randomUUID()),
  alternativePsText: text('alternative_ps_text'),
  defaultMinReferences: integer('default_min_references').notNull().default(1),
  defaultMaxReferences: integer('default_max_references').notNull().default(5),
  bankIdVerification: boolean('bankid_verification').notNull().default(true),
  noVerification: boolean('no_verification').notNull().default(false),
  logoUrl: text('logo_url'),
  urlPolicy: text('url_policy'),
  contactDetails: text('contact_details'),
  contactDetailsDataProtectionOfficer: text('contact_details_dpo'),
  modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
});

export const rtOrders = pgTable(
  'rt_orders',
  {
    id: uuidPrimaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    ordererUserId: text('orderer_user_id'),
    recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
    surveyId: text('survey_id'),
    state: text('state').$type<ReferenceOrderState>().notNull(),
    stateLog: jsonb('state_log').$type<ReferenceOrderStateLogEntry[]>().notNull().default([]),
    /** The ORDERED entry's time (spec §4 order date), kept apart for sorting and billing. */
    ordered: timestamp('ordered', { withTimezone: true }),
    archived: timestamp('archived', { withTimezone: true }),
    company: text('company'),
    companyHidden: boolean('company_hidden').notNull().default(false),
    signatureHidden: boolean('signature_hidden').notNull().default(false),
    position: text('position'),
    positionUrl: text('position_url'),
    description: text('description'),
    minReferences: integer('min_references').notNull().default(1),
    maxReferences: integer('max_references').notNull().default(5),
    noVerification: boolean('no_verification').notNull().default(false),
    candidateNameEnc: text('candidate_name_enc'),
    candidateEmailEnc: text('candidate_email_enc'),
    candidatePhoneEnc: text('candidate_phone_enc'),
    candidateSsnEnc: text('candidate_ssn_enc'),
    /** The name BankID gave when the candidate authenticated. */
    candidateSignedNameEnc: text('candidate_signed_name_enc'),
    candidateIpEnc: text('candidate_ip_enc'),
    candidateEmailIndex: text('candidate_email_index'),
    candidatePhoneIndex: text('candidate_phone_index'),
    candidateIpIndex: text('candidate_ip_index'),
    /** When the candidate proved who they are (BankID) or confirmed an order without verification. */
    candidateVerified: timestamp('candidate_verified', { withTimezone: true }),
    /** The hash of the candidate's link key (null until sent). */
    keyHash: text('key_hash'),
    remindersSent: integer('reminders_sent').notNull().default(0),
    nextReminderAt: timestamp('next_reminder_at', { withTimezone: true }),
    /** When the state the order waits in times out (candidate nominating, referees answering). */
    timeoutAt: timestamp('timeout_at', { withTimezone: true }),
    created: createdTimestamp(),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rt_orders_customer_state_idx').on(table.customerId, table.state, table.created),
    uniqueIndex('rt_orders_key_hash_idx').on(table.keyHash),
    index('rt_orders_reminder_idx').on(table.nextReminderAt),
    index('rt_orders_timeout_idx').on(table.timeoutAt),
  ],
);

export const rtReferences = pgTable(
  'rt_references',
  {
    id: uuidPrimaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => rtOrders.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    state: text('state').$type<ReferenceState>().notNull(),
    stateLog: jsonb('state_log').$type<ReferenceStateLogEntry[]>().notNull().default([]),
    nameEnc: text('name_enc').notNull(),
    relationshipEnc: text('relationship_enc').notNull(),
    emailEnc: text('email_enc').notNull(),
    phoneEnc: text('phone_enc').notNull(),
    emailIndex: text('email_index').notNull(),
    phoneIndex: text('phone_index').notNull(),
    signedNameEnc: text('signed_name_enc'),
    ipEnc: text('ip_enc'),
    ipIndex: text('ip_index'),
    /** The answers as JSON (SurveyAnswer[]), encrypted. */
    answersEnc: text('answers_enc'),
    declineReasonEnc: text('decline_reason_enc'),
    /** BankID's completion data of the signature and what was signed, encrypted: the evidence. */
    evidenceEnc: text('evidence_enc'),
    verified: timestamp('verified', { withTimezone: true }),
    keyHash: text('key_hash'),
    remindersSent: integer('reminders_sent').notNull().default(0),
    nextReminderAt: timestamp('next_reminder_at', { withTimezone: true }),
    created: createdTimestamp(),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rt_references_order_idx').on(table.orderId),
    uniqueIndex('rt_references_key_hash_idx').on(table.keyHash),
    index('rt_references_customer_phone_idx').on(table.customerId, table.phoneIndex),
    index('rt_references_customer_email_idx').on(table.customerId, table.emailIndex),
    index('rt_references_reminder_idx').on(table.nextReminderAt),
  ],
);

/**
 * BankID orders of the candidate's and the referees' pages: which link started which order for what.
 * `pollId` is the random id /poll is asked about (never BankID's order ref).
 */
export const rtBankIdOrders = pgTable(
  'rt_bankid_orders',
  {
    pollId: text('poll_id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => rtOrders.id, { onDelete: 'cascade' }),
    referenceId: text('reference_id'),
    purpose: text('purpose', { enum: ['candidate-auth', 'referee-verify', 'referee-sign'] }).notNull(),
    bankIdOrderRef: text('bankid_order_ref').notNull(),
    /** What the referee signed (the answers' digest and text), for the evidence. */
    signedTextEnc: text('signed_text_enc'),
    status: text('status', { enum: ['pending', 'complete', 'failed'] })
      .notNull()
      .default('pending'),
    created: createdTimestamp(),
  },
  (table) => [index('rt_bankid_orders_order_idx').on(table.orderId)],
);

/** A fraud signal the orderer marked as reviewed (signals themselves are computed, spec issue 13). */
export const rtFraudSignalReviews = pgTable(
  'rt_fraud_signal_reviews',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => rtOrders.id, { onDelete: 'cascade' }),
    signalId: text('signal_id').notNull(),
    reviewedBy: text('reviewed_by').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('rt_fraud_signal_reviews_idx').on(table.orderId, table.signalId)],
);

export type RtOrderRow = typeof rtOrders.$inferSelect;
export type RtReferenceRow = typeof rtReferences.$inferSelect;
export type RtSurveyRow = typeof rtSurveys.$inferSelect;
export type RtSettingsRow = typeof rtSettings.$inferSelect;

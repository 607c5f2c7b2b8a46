import type {
  Group,
  JobService,
  JobState,
  JobStateLogEntry,
  LfdDetailsView,
  ScDetailsView,
  ScheduleState,
  ScheduleType,
  ScreeningCheckpoint,
  SpiDetailsStored,
} from '@granska/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdTimestamp, uuidPrimaryKey } from '../../platform/db/columns';
import { customers } from '../customers';

/**
 * Background-check orders, their jobs (one per person checked) and the jobs' consents (spec §3).
 * The person checked is encrypted field by field (`*_enc`, context `bk_jobs.<field>:<job id>`);
 * `ssn_index` is the blind index for look-ups by personal number.
 */
export const bkOrders = pgTable(
  'bk_orders',
  {
    id: uuidPrimaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    custNo: text('cust_no').notNull(),
    service: text('service').$type<JobService>().notNull(),
    ordererUserId: text('orderer_user_id'),
    apiKeyId: text('api_key_id'),
    recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
    ordered: boolean('ordered').notNull().default(false),
    orderInstruction: text('order_instruction'),
    invoiceCompany: text('invoice_company'),
    costCenter: text('cost_center'),
    created: createdTimestamp(),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bk_orders_customer_idx').on(table.customerId, table.created),
    index('bk_orders_orderer_idx').on(table.ordererUserId),
  ],
);

/** The staff queues' sort key: the deadline, jobs without one last (an index expression). */
export const workOrder = (deadline: AnyPgColumn) => sql`coalesce(${deadline}, 'infinity'::timestamptz)`;

export const bkJobs = pgTable(
  'bk_jobs',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => bkOrders.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    service: text('service').$type<JobService>().notNull(),
    currState: text('curr_state').$type<JobState>().notNull(),
    prevState: text('prev_state').$type<JobState>(),
    jobStateLog: jsonb('job_state_log').$type<JobStateLogEntry[]>().notNull().default([]),
    nameEnc: text('name_enc').notNull(),
    ssnEnc: text('ssn_enc').notNull(),
    emailEnc: text('email_enc').notNull(),
    phoneEnc: text('phone_enc').notNull(),
    ssnIndex: text('ssn_index').notNull(),
    position: text('position'),
    description: text('description'),
    gender: text('gender').$type<'BLANK' | 'MALE' | 'FEMALE'>(),
    ageGroup: text('age_group'),
    screeningCheckpoints: jsonb('screening_checkpoints').$type<ScreeningCheckpoint[]>().notNull().default([]),
    screeningQuestions: jsonb('screening_questions').$type<string[]>().notNull().default([]),
    verifyFormerEmployer: boolean('verify_former_employer').notNull().default(false),
    verifyEducation: boolean('verify_education').notNull().default(false),
    /** The integration's address for signed state-change notices (API-key orders only). */
    webhookUrl: text('webhook_url'),
    /** Whether the check includes citizenship (bkConfig.checkCitizenship and the domain's service rule). */
    checkCitizenship: boolean('check_citizenship').notNull().default(false),
    /** Whether the check includes the criminal record (bkConfig.enableCriminalRecord when ordered). */
    criminalRecord: boolean('criminal_record').notNull().default(false),
    /**
     * The person's opaque id within the customer (GET/POST /persons/{id}/orders). A hash of the customer
     * and the keyed SSN index: it does not reveal the personal number without the index key, differs per
     * customer, and the database keeps it in step with `ssn_index` (rows before it included).
     */
    personId: text('person_id')
      .notNull()
      .generatedAlwaysAs(
        sql`encode(sha256(('bk_jobs.person:' || customer_id || ':' || ssn_index)::bytea), 'hex')`,
      ),
    created: createdTimestamp(),
    // Staff work (issue 6). The analyst assigned (spec's staffId) and its history.
    staffId: text('staff_id'),
    assignments: jsonb('assignments')
      .$type<{ fromUser: string | null; toUser: string | null; time: string }[]>()
      .notNull()
      .default([]),
    spiLeaderId: text('spi_leader_id'),
    /** Staff-only notes; may name people, so encrypted (context `bk_jobs.coordinator_notes:<id>`). */
    coordinatorNotesEnc: text('coordinator_notes_enc'),
    riscGrades: jsonb('risc_grades').$type<Record<string, number | null>>(),
    /**
     * The staff deadline and the spec's order date, kept in step by transitionJob so the work queues
     * can sort and page on them in SQL.
     */
    deadline: timestamp('deadline', { withTimezone: true }),
    orderDate: timestamp('order_date', { withTimezone: true }),
    /**
     * Whether the report's PDF is ready to download (the reports module keeps it in step with its
     * render), so the customer's order views need not read the reports' table.
     */
    reportPdfReady: boolean('report_pdf_ready').notNull().default(false),
    /** LFD jobs only (spec §3 lfdDetails): the job's place in the person's chain of checks. */
    lfdDetails: jsonb('lfd_details').$type<LfdDetailsView>(),
    /** Security clearances only (spec §3 scDetails): the survey and the scheduled activation. */
    scDetails: jsonb('sc_details').$type<ScDetailsView>(),
    /** Protective-security jobs only: the customer's person card (protective-security register) ordered for. */
    psPersonId: text('ps_person_id'),
    /** Screenings with an interview (spec §3 spiDetails); the customer-given SPI date (spec §3 spiDate). */
    spiDetails: jsonb('spi_details').$type<SpiDetailsStored>(),
    spiDate: timestamp('spi_date', { withTimezone: true }),
    /** Protective security: the screening includes a reference check (spec §3 performReferenceCheck). */
    performReferenceCheck: boolean('perform_reference_check').notNull().default(false),
    /** Protective security: the screening includes court records (the customer's psConfig.lawIncluded). */
    lawIncluded: boolean('law_included').notNull().default(false),
  },
  (table) => [
    index('bk_jobs_order_idx').on(table.orderId),
    index('bk_jobs_ssn_idx').on(table.customerId, table.ssnIndex),
    index('bk_jobs_person_idx').on(table.customerId, table.personId),
    index('bk_jobs_ps_person_idx').on(table.psPersonId),
    // The staff work queues page by (deadline, nulls last; id) per state, analyst and SPI leader, and
    // search id prefixes (docs/decisions/staff-jobs.md). `workOrder` is that sort key.
    index('bk_jobs_work_order_idx').on(workOrder(table.deadline), table.id),
    index('bk_jobs_queue_idx').on(table.currState, workOrder(table.deadline), table.id),
    index('bk_jobs_staff_idx').on(table.staffId, workOrder(table.deadline), table.id),
    index('bk_jobs_spi_leader_idx').on(table.spiLeaderId, workOrder(table.deadline), table.id),
    index('bk_jobs_created_queue_idx').on(table.currState, table.created, table.id),
    index('bk_jobs_id_prefix_idx').on(table.id.op('text_pattern_ops')),
    index('bk_jobs_order_prefix_idx').on(table.orderId.op('text_pattern_ops')),
    // One follow-up per LFD check: scheduling it again (a retried job) finds the first (lfd.md).
    uniqueIndex('bk_jobs_lfd_follow_up_of_idx')
      .on(sql`(${table.lfdDetails}->>'parentOrderId')`)
      .where(sql`${table.lfdDetails}->>'parentOrderId' is not null`),
  ],
);

/** The job a row of work on it belongs to; the row goes when the job goes. */
export const jobIdReference = () =>
  text('job_id')
    .notNull()
    .references(() => bkJobs.id, { onDelete: 'cascade' });

/** A job's consents; the link's key is kept only as its keyed hash (`key_hash`). */
export const bkConsents = pgTable(
  'bk_consents',
  {
    id: uuidPrimaryKey(),
    jobId: jobIdReference(),
    consentType: text('consent_type').$type<'JobStart' | 'ReportApproval' | 'WithdrawnConsent'>().notNull(),
    state: text('state')
      .$type<'CsntPendingAnswer' | 'CsntAccepted' | 'CsntDeclined' | 'CsntTimedOut'>()
      .notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    time: timestamp('time', { withTimezone: true }),
    /** The BankID order the person has under way for this consent, and the answer it would give. */
    bankIdOrderRef: text('bankid_order_ref'),
    bankIdAnswer: text('bankid_answer').$type<'accept' | 'decline' | 'withdraw'>(),
    /**
     * BankID's completionData of the answer (signature, OCSP response, user), encrypted with context
     * `bk_consents.evidence:<consent id>`: the proof of the person's answer.
     */
    evidenceEnc: text('evidence_enc'),
    /** When an unanswered consent times out (TIMED_OUT); a reminder is sent before. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** ReportApproval: when the person first fetched the report through the link (approval needs it). */
    reportOpenedAt: timestamp('report_opened_at', { withTimezone: true }),
    /**
     * ReportApproval: the person's comments per report section, one JSON object encrypted with context
     * `bk_consents.comments:<consent id>` (they may name the person).
     */
    commentsEnc: text('comments_enc'),
  },
  (table) => [
    index('bk_consents_job_idx').on(table.jobId),
    // The report approvals that timed out: few, and what the count of reportApprovalExpired starts from.
    index('bk_consents_approval_timed_out_idx')
      .on(table.jobId)
      .where(sql`${table.consentType} = 'ReportApproval' and ${table.state} = 'CsntTimedOut'`),
  ],
);

/** Who scheduled work that runs as them (a scheduled finalizing): the caller as it was then. */
export interface ScheduleActor {
  userId: string;
  email: string;
  groups: Group[];
  custNo: string | null;
  costCenter: string | null;
}

/**
 * A job's scheduled work (spec §3 schedule: scheduleId, activationTime, scheduleType; the job's
 * `schedules`), docs/decisions/scheduled-work.md. The row is the truth: the activation sweep claims a
 * due PENDING row with a conditional update in the transaction that does the work, so each schedule
 * takes effect once however many processes sweep. `log` records each state with its time.
 */
export const jobSchedules = pgTable(
  'job_schedules',
  {
    id: uuidPrimaryKey(),
    jobId: jobIdReference(),
    orderId: text('order_id').notNull(),
    scheduleType: text('schedule_type').$type<ScheduleType>().notNull(),
    state: text('state').$type<ScheduleState>().notNull().default('PENDING'),
    activationTime: timestamp('activation_time', { withTimezone: true }).notNull(),
    /** The user who scheduled it; for work done as them, the caller to act as. */
    createdBy: text('created_by'),
    actor: jsonb('actor').$type<ScheduleActor>(),
    log: jsonb('log')
      .$type<{ time: string; state: ScheduleState; reason?: string }[]>()
      .notNull()
      .default([]),
    created: createdTimestamp(),
    /** When it left PENDING (activated, cancelled or failed). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('job_schedules_job_idx').on(table.jobId),
    index('job_schedules_order_idx').on(table.orderId),
    // The sweep's walk: due waiting schedules, oldest first.
    index('job_schedules_due_idx').on(table.activationTime, table.id).where(sql`${table.state} = 'PENDING'`),
    // One waiting schedule per job.
    uniqueIndex('job_schedules_one_pending_idx').on(table.jobId).where(sql`${table.state} = 'PENDING'`),
  ],
);

/** POST /order's Idempotency-Key: per caller, the request's hash and the order it created. */
export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    callerId: text('caller_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: text('order_id'),
    created: createdTimestamp(),
  },
  (table) => [
    primaryKey({ columns: [table.callerId, table.key] }),
    index('order_idempotency_keys_created_idx').on(table.created),
  ],
);

export type BkOrderRow = typeof bkOrders.$inferSelect;
export type BkJobRow = typeof bkJobs.$inferSelect;
export type NewBkJobRow = typeof bkJobs.$inferInsert;
export type BkConsentRow = typeof bkConsents.$inferSelect;
export type JobScheduleRow = typeof jobSchedules.$inferSelect;

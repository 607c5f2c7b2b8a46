import type { CitizenshipState, CollectedDataStatus, CollectionTopic } from '@granska/domain';
import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdTimestamp, uuidPrimaryKey } from '../../platform/db/columns';
import { jobIdReference } from '../orders';

/**
 * A data collector's record for one background-check job (spec §3 "Collected data record"), made when
 * a job that needs collection enters ANALYSING. `details_enc` is the spec's collectedDataDetails as
 * encrypted JSON (context `collected_data.details:<id>`); null until the first save. `topics` are what
 * has to be collected, fixed when the record is made (docs/decisions/collected-data.md).
 */
export const collectedData = pgTable(
  'collected_data',
  {
    id: uuidPrimaryKey(),
    jobId: jobIdReference().unique(),
    customerId: text('customer_id').notNull(),
    status: text('status').$type<CollectedDataStatus>().notNull().default('CREATED'),
    topics: jsonb('topics').$type<CollectionTopic[]>().notNull().default([]),
    detailsEnc: text('details_enc'),
    educationCollected: boolean('education_collected').notNull().default(false),
    employerCollected: boolean('employer_collected').notNull().default(false),
    extraQuestionCollected: boolean('extra_question_collected').notNull().default(false),
    debtHistoryCollected: boolean('debt_history_collected').notNull().default(false),
    driversLicenseCollected: boolean('drivers_license_collected').notNull().default(false),
    vehicleOwnershipCollected: boolean('vehicle_ownership_collected').notNull().default(false),
    sanctionListCollected: boolean('sanction_list_collected').notNull().default(false),
    tradingProhibitionCollected: boolean('trading_prohibition_collected').notNull().default(false),
    citizenshipState: text('citizenship_state').$type<CitizenshipState>().notNull().default('DO_NOT_CHECK'),
    /** The data collector who first saved the record. */
    dataCollectorUserId: text('data_collector_user_id'),
    dataCollectorEmail: text('data_collector_email'),
    created: createdTimestamp(),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
    /** The user who last changed the record, and that user's e-mail (the spec's `editor`). */
    modifiedBy: text('modified_by'),
    editorEmail: text('editor_email'),
  },
  (table) => [index('collected_data_status_idx').on(table.status, table.created)],
);

export type CollectedDataRow = typeof collectedData.$inferSelect;
export type NewCollectedDataRow = typeof collectedData.$inferInsert;

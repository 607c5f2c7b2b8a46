import type { DataPartSource, DataPartType } from '@granska/domain';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdTimestamp, uuidPrimaryKey } from '../../platform/db/columns';
import { jobIdReference } from '../orders';

/**
 * An analyst's data parts of a job (spec §7 /datapart): a written part, or bulk data fetched from a
 * provider (credit information, court records) kept as the provider answered it. Title, text and data
 * may name the person, so they are encrypted (context `analysis_data_parts.<field>:<id>`).
 */
export const analysisDataParts = pgTable(
  'analysis_data_parts',
  {
    id: uuidPrimaryKey(),
    jobId: jobIdReference(),
    source: text('source').$type<DataPartSource>().notNull(),
    type: text('type').$type<DataPartType>().notNull(),
    titleEnc: text('title_enc').notNull(),
    textEnc: text('text_enc').notNull(),
    /** The provider's answer (JSON) for bulk data; null for a written part. */
    dataEnc: text('data_enc'),
    createdBy: text('created_by'),
    created: createdTimestamp(),
    updatedBy: text('updated_by'),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analysis_data_parts_job_idx').on(table.jobId, table.created)],
);

/**
 * Files attached to a job (spec §7 /attachment). The bytes live encrypted in the file storage under
 * `storage_key`; the file name may name the person, so it is encrypted too
 * (context `analysis_attachments.name:<id>`).
 */
export const analysisAttachments = pgTable(
  'analysis_attachments',
  {
    id: uuidPrimaryKey(),
    jobId: jobIdReference(),
    nameEnc: text('name_enc').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: text('uploaded_by'),
    created: createdTimestamp(),
  },
  (table) => [index('analysis_attachments_job_idx').on(table.jobId, table.created)],
);

export type AnalysisDataPartRow = typeof analysisDataParts.$inferSelect;
export type AnalysisAttachmentRow = typeof analysisAttachments.$inferSelect;

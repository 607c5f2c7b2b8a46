import type { ReportLanguage, ReportPdfStatus, ReportState } from '@granska/domain';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdTimestamp, uuidPrimaryKey } from '../../platform/db/columns';
import { jobIdReference } from '../orders';

/**
 * A background-check job's report (one per job). What the analyst writes (summary and section texts)
 * may name the person, so it is encrypted as one JSON (context `reports.content:<job id>`). The PDF is
 * rendered by scheduled work into the encrypted file storage under `pdf_storage_key` (two variants:
 * with and without risk grades, docs/decisions/reports.md); `pdf_version` counts render requests so a
 * late render of an older version never overwrites a newer one.
 */
export const reports = pgTable('reports', {
  id: uuidPrimaryKey(),
  jobId: jobIdReference().unique(),
  state: text('state').$type<ReportState>().notNull(),
  language: text('language').$type<ReportLanguage>().notNull().default('sv'),
  contentEnc: text('content_enc').notNull(),
  pdfStatus: text('pdf_status').$type<ReportPdfStatus>(),
  pdfVersion: integer('pdf_version').notNull().default(0),
  pdfStorageKey: text('pdf_storage_key'),
  pdfGeneratedAt: timestamp('pdf_generated_at', { withTimezone: true }),
  finalizedAt: timestamp('finalized_at', { withTimezone: true }),
  finalizedBy: text('finalized_by'),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  deliveredBy: text('delivered_by'),
  /** When the customer's orderer and recipients were told the report is ready (once per release). */
  customerNotifiedAt: timestamp('customer_notified_at', { withTimezone: true }),
  /** The first download by the customer. */
  downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  created: createdTimestamp(),
  modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  modifiedBy: text('modified_by'),
});

export type ReportRow = typeof reports.$inferSelect;
export type NewReportRow = typeof reports.$inferInsert;

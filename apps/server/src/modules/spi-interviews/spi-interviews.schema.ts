import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { jobIdReference } from '../orders';

/**
 * The SPI leader's finalized report of a job's interview (spec §7 finalize SPI report): the written
 * report and the interview report file (in the file storage, encrypted). One per job; a later
 * finalization (after a new interview) replaces it. Text and file name are encrypted bound to the job.
 */
export const spiReports = pgTable('spi_reports', {
  jobId: jobIdReference().primaryKey(),
  textEnc: text('text_enc').notNull(),
  fileNameEnc: text('file_name_enc').notNull(),
  fileType: text('file_type').notNull(),
  fileSize: integer('file_size').notNull(),
  storageKey: text('storage_key').notNull(),
  finalizedBy: text('finalized_by'),
  finalizedAt: timestamp('finalized_at', { withTimezone: true }).notNull(),
});

export type SpiReportRow = typeof spiReports.$inferSelect;

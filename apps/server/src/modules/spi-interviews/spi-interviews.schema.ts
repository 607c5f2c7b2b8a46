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
  /** SHA-256 (hex) of the file as finalized: the protocol's signatures cover it. Null on older rows. */
  fileSha256: text('file_sha256'),
  finalizedBy: text('finalized_by'),
  finalizedAt: timestamp('finalized_at', { withTimezone: true }).notNull(),
});

export type SpiReportRow = typeof spiReports.$inferSelect;

/**
 * The interview protocol's signatures (docs/decisions/spi-interviews.md): the finalized SPI report signed
 * with BankID by the person (through the link `spip/<key>`, only its keyed hash kept) and by the SPI
 * leader. One row per job, removed with a new finalization. Each signature's evidence (BankID's
 * completionData and the digest it signed) is encrypted with context `spi_protocols.<signer>:<jobId>`.
 */
export const spiProtocols = pgTable('spi_protocols', {
  jobId: jobIdReference().primaryKey(),
  linkKeyHash: text('link_key_hash').unique(),
  linkSentAt: timestamp('link_sent_at', { withTimezone: true }),
  linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
  /** The BankID orders under way, one per signer. */
  personOrderRef: text('person_order_ref'),
  leaderOrderRef: text('leader_order_ref'),
  personSignedAt: timestamp('person_signed_at', { withTimezone: true }),
  personEvidenceEnc: text('person_evidence_enc'),
  leaderSignedAt: timestamp('leader_signed_at', { withTimezone: true }),
  leaderEvidenceEnc: text('leader_evidence_enc'),
  /** The user who signed as the SPI leader. */
  leaderUserId: text('leader_user_id'),
});

export type SpiProtocolRow = typeof spiProtocols.$inferSelect;

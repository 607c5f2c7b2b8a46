import type { DeletedDataCount, DeletionPolicy, JobService } from '@granska/domain';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { uuidPrimaryKey } from '../../platform/db/columns';

/**
 * One certificate per finished case whose personal data was deleted (docs/decisions/deletion-policy.md):
 * what was deleted (categories and counts), when, under which policy and period. Written in the
 * deletion's transaction, so a certificate exists exactly when the deletion happened, and it is what
 * tells the sweep a case is done. Holds ids only, never personal data; no foreign key to the job, so
 * the certificate outlives anything that may later remove the job's skeleton.
 */
export const caseDeletionCertificates = pgTable(
  'case_deletion_certificates',
  {
    id: uuidPrimaryKey(),
    jobId: text('job_id').notNull().unique(),
    orderId: text('order_id').notNull(),
    customerId: text('customer_id').notNull(),
    service: text('service').$type<JobService>().notNull(),
    policy: text('policy').$type<DeletionPolicy>().notNull(),
    retentionMonths: integer('retention_months').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
    deleted: jsonb('deleted').$type<DeletedDataCount[]>().notNull(),
  },
  (table) => [
    index('case_deletion_certificates_customer_idx').on(table.customerId, table.deletedAt, table.id),
  ],
);

export type CaseDeletionCertificateRow = typeof caseDeletionCertificates.$inferSelect;

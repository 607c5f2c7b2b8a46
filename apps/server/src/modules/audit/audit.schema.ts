import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { uuidPrimaryKey } from '../../platform/db/columns';

export const AUDIT_OUTCOMES = ['OK', 'DENIED', 'NOT_FOUND'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** Who did what to which record, when and from where (security.md). Written in the same transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuidPrimaryKey(),
    /** Write order: rows of one transaction share `at` to the clock's resolution, never `seq`. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    /**
     * 'OK' for a done read or change; 'DENIED' (403) or 'NOT_FOUND' (404) for a refused read of person
     * data or user records, written outside the refused request's rolled-back transaction.
     */
    outcome: text('outcome').$type<AuditOutcome>().notNull().default('OK'),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entity, table.entityId),
    index('audit_log_actor_idx').on(table.actorId, table.at),
    index('audit_log_at_idx').on(table.at),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;

import type { Database, Transaction } from '../../platform/db/database';
import type { Caller } from '../../platform/http/caller';
import { type AuditQuery, insertAuditRow, selectAuditRows } from './audit.repository';
import type { AuditLogRow, AuditOutcome } from './audit.schema';

/**
 * The audit log (security.md: who, what, which record, when, from where). Call it with the transaction
 * of the change or read it records, so both are written or neither. `details` holds ids, field names
 * and group names only — never personal numbers, names, e-mail addresses, phone numbers, codes or
 * tokens (docs/decisions/audit-log.md).
 */
export interface AuditEntry {
  /** The logged-in caller, or 'system' for scheduled work and start-up tasks (stored as no actor). */
  actor: Caller | 'system';
  /** `<entity>.<verb>`, e.g. 'user.create', 'customer.delete'. */
  action: string;
  /** What kind of record, e.g. 'user', 'customer'. */
  entity: string;
  /** The record's id; null for a list, or for a refused read that named no (usable) id. */
  entityId: string | null;
  /** The caller's address (request.ip); null or left out for system work. */
  ip?: string | null;
  details?: Record<string, unknown>;
  /** 'OK' (the default) for a done read or change; 'DENIED' or 'NOT_FOUND' for a refused read. */
  outcome?: AuditOutcome;
}

const MAX_DETAILS_CHARS = 8_000;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const EMAIL_LIKE = /[^\s@"]+@[^\s@"]+\.[^\s@"]+/;
const PERSONAL_NUMBER_LIKE = /\b(19|20)?\d{6}[-+]?\d{4}\b/;
const PHONE_LIKE = /\+\d{7,}/;

/**
 * A last guard against a caller putting personal data into `details`: refused in every environment,
 * because an audit row is kept long and read by many. Callers put ids there instead.
 */
export const assertNoPersonalData = (details: Record<string, unknown>): void => {
  const text = JSON.stringify(details);
  if (text.length > MAX_DETAILS_CHARS) throw new Error('audit details too large');
  if (looksLikePersonalData(text)) throw new Error('audit details must carry ids, not personal data');
};

/** Whether text holds something like an e-mail address, a personal number or a phone number. */
export const looksLikePersonalData = (text: string): boolean => {
  // Ids are what audit rows are for; a UUID's digit runs must not read as a personal number.
  const withoutIds = text.replace(UUID, '');
  return EMAIL_LIKE.test(withoutIds) || PERSONAL_NUMBER_LIKE.test(withoutIds) || PHONE_LIKE.test(withoutIds);
};

export const recordAudit = async (db: Database | Transaction, entry: AuditEntry): Promise<AuditLogRow> => {
  if (entry.details) assertNoPersonalData(entry.details);
  return insertAuditRow(db, {
    actorId: entry.actor === 'system' ? null : entry.actor.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    ip: entry.ip ?? null,
    details: entry.details ?? null,
    outcome: entry.outcome ?? 'OK',
  });
};

/** Audit rows, oldest first (for tests and, later, an audit view); `limit` defaults to 100. */
export const listAudit = (
  db: Database | Transaction,
  query: Partial<AuditQuery> = {},
): Promise<AuditLogRow[]> => selectAuditRows(db, { ...query, limit: query.limit ?? 100 });

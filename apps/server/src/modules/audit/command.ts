import type { Database, Transaction } from '../../platform/db/database';
import type { PublicRequestContext, RequestContext } from '../../platform/http/request-context';
import { recordAudit } from './audit.service';

/** What a change records in the audit log (audit-log.md): ids and field names in `details`, never personal data. */
export interface CommandAudit {
  /** `<entity>.<verb>`, e.g. 'customer.delete'. */
  action: string;
  entity: string;
  entityId: string | null;
  details?: Record<string, unknown>;
}

/** What a command's work answers: its result, and the audit row (or rows) of what it changed. */
export interface CommandOutcome<T> {
  result: T;
  audit: CommandAudit | readonly CommandAudit[];
}

/** Who a command acts for: a request's context, or the server's own scheduled work. */
export type CommandContext = RequestContext | PublicRequestContext | { system: true; now: Date };

const actorOf = (context: CommandContext) => ('caller' in context ? context.caller : 'system');
const ipOf = (context: CommandContext) => ('ip' in context ? context.ip : null);

/**
 * The one way a service changes something (docs/decisions/request-context.md): opens the transaction,
 * runs the work in it, and writes the audit rows the work answers with the context's caller (the
 * person behind a public link and scheduled work are 'system') and address, so the change and its audit
 * rows commit together or not at all. A refusal thrown by the work writes nothing.
 */
export const runCommand = async <T>(
  db: Database,
  context: CommandContext,
  work: (tx: Transaction) => Promise<CommandOutcome<T>>,
): Promise<T> => db.transaction(async (tx) => writeAudit(tx, context, await work(tx)));

const writeAudit = async <T>(
  db: Database | Transaction,
  context: CommandContext,
  { result, audit }: CommandOutcome<T>,
): Promise<T> => {
  const rows = Array.isArray(audit) ? audit : [audit as CommandAudit];
  for (const row of rows) {
    await recordAudit(db, { ...row, actor: actorOf(context), ip: ipOf(context) });
  }
  return result;
};

/**
 * A read that must leave an audit row (a read of person data, security.md): the same transaction and
 * audit as a command, named for what it is.
 */
export const runAuditedRead = runCommand;

/**
 * A read that must leave an audit row but needs no snapshot (a list page: look-ups, then one page
 * query): the read, then the audit row, without the transaction, which would add two round trips to
 * the busiest reads. A failed audit insert still fails the request before any data leaves.
 */
export const runAuditedReadOutsideTransaction = async <T>(
  db: Database,
  context: CommandContext,
  work: () => Promise<CommandOutcome<T>>,
): Promise<T> => writeAudit(db, context, await work());

import { type SQL, sql } from 'drizzle-orm';
import { type DrizzleTransactionLike, fromDrizzle } from 'pg-boss';
// pg-boss's own insert statement, the one send() runs: send() needs a started PgBoss, and modules
// enqueue with nothing but the caller's transaction (docs/decisions/scheduler.md).
import { insertJobs } from 'pg-boss/dist/plans.js';
import type { Database, Transaction } from '../db/database';
import { DEFAULT_MAX_ATTEMPTS, JOB_QUEUE_SCHEMA, jobOptions } from './job-queue';

type Db = Database | Transaction;

// The query result of PGlite and of node-postgres both carry `rows`; drizzle types it per driver.
const rowsOf = async <Row>(result: Promise<unknown>): Promise<Row[]> =>
  ((await result) as { rows: Row[] }).rows;

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** Not before this time; now when absent. */
  runAt?: Date;
  /** Attempts before the job is given up. Default 10. */
  maxAttempts?: number;
}

const KIND_PATTERN = /^[\w.-]+$/;

const queueTable = async (db: Db, kind: string): Promise<string | undefined> => {
  const [row] = await rowsOf<{ table_name: string }>(
    db.execute(sql`select table_name from pgboss.queue where name = ${kind}`),
  );
  return row?.table_name;
};

/**
 * Queues work in the caller's transaction: it exists, and runs, only if that transaction commits. The
 * kind's queue is made on first use, so nothing has to be declared before a module enqueues.
 */
export const enqueueJob = async (db: Db, job: NewJob): Promise<{ id: string }> => {
  if (!KIND_PATTERN.test(job.kind)) throw new Error(`job kind ${job.kind} has characters pg-boss refuses`);
  let table = await queueTable(db, job.kind);
  if (!table) {
    await db.execute(
      sql`select pgboss.create_queue(${job.kind}, ${JSON.stringify({ policy: 'standard' })}::jsonb)`,
    );
    table = await queueTable(db, job.kind);
  }
  if (!table) throw new Error(`no pg-boss queue for ${job.kind}`);
  const options = jobOptions(job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
  const { rows } = await fromDrizzle(db as unknown as DrizzleTransactionLike, sql).executeSql(
    insertJobs(JOB_QUEUE_SCHEMA, { table, name: job.kind, returnId: true }),
    [JSON.stringify([{ data: job.payload ?? {}, startAfter: job.runAt?.toISOString(), ...options }])],
  );
  const id = (rows[0] as { id?: string } | undefined)?.id;
  if (!id) throw new Error('job insert returned no row');
  return { id };
};

/**
 * Makes the attempt under way the last one, so pg-boss's fail() gives the job up instead of retrying
 * (a PermanentJobError). Only that attempt: a job taken over since is left alone.
 */
export const makeLastAttempt = async (
  db: Database,
  job: { id: string; retryCount: number },
): Promise<void> => {
  await db.execute(
    sql`update pgboss.job set retry_limit = retry_count
        where id = ${job.id} and retry_count = ${job.retryCount} and state = 'active'`,
  );
};

export interface FailedJob {
  id: string;
  kind: string;
  error: string | null;
  attempts: number;
  createdAt: Date;
  failedAt: Date | null;
}

const failedWhere: SQL = sql`state = 'failed'`;

/** Jobs given up, newest first (kept 30 days). */
export const listFailedJobs = async (
  db: Database,
  paging: { page: number; size: number },
): Promise<{ items: FailedJob[]; total: number }> => {
  const [count] = await rowsOf<{ total: number }>(
    db.execute(sql`select count(*)::int as total from pgboss.job where ${failedWhere}`),
  );
  const rows = await rowsOf<{
    id: string;
    name: string;
    error: string | null;
    retry_count: number;
    created_on: string | Date;
    completed_on: string | Date | null;
  }>(
    db.execute(
      sql`select id, name, output->>'error' as error, retry_count, created_on, completed_on
          from pgboss.job where ${failedWhere}
          order by completed_on desc nulls last, id
          limit ${paging.size} offset ${(paging.page - 1) * paging.size}`,
    ),
  );
  return {
    total: count?.total ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      kind: row.name,
      error: row.error,
      attempts: row.retry_count + 1,
      createdAt: new Date(row.created_on),
      failedAt: row.completed_on === null ? null : new Date(row.completed_on),
    })),
  };
};

/** Whether a job of the kind waits, waits for a retry or runs now: a recurring series is under way. */
export const hasPendingJob = async (db: Database, kind: string): Promise<boolean> => {
  const rows = await rowsOf<{ pending: number }>(
    db.execute(
      sql`select 1 as pending from pgboss.job
          where name = ${kind} and state in ('created', 'retry', 'active') limit 1`,
    ),
  );
  return rows.length > 0;
};

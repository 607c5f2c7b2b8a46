import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { createScheduler, type SchedulerOptions } from '../scheduler/scheduler';

export interface StoredJob {
  id: string;
  kind: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  payload: Record<string, unknown>;
  /** Claims so far (pg-boss's retry_count counts the ones after the first). */
  retryCount: number;
  startAfter: Date;
  error: string | null;
}

const rowsOf = async <Row>(result: Promise<unknown>): Promise<Row[]> =>
  ((await result) as { rows: Row[] }).rows;

/** The jobs pg-boss holds, oldest first, optionally of one kind. */
export const storedJobs = async (db: Database, kind?: string): Promise<StoredJob[]> => {
  const rows = await rowsOf<{
    id: string;
    name: string;
    state: StoredJob['state'];
    data: Record<string, unknown> | null;
    retry_count: number;
    start_after: string | Date;
    error: string | null;
  }>(
    db.execute(
      sql`select id, name, state, data, retry_count, start_after, output->>'error' as error
          from pgboss.job where ${kind === undefined ? sql`true` : sql`name = ${kind}`}
          order by created_on, id`,
    ),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.name,
    state: row.state,
    payload: row.data ?? {},
    retryCount: row.retry_count,
    startAfter: new Date(row.start_after),
    error: row.error,
  }));
};

export const storedJob = async (db: Database, id: string): Promise<StoredJob | undefined> =>
  (await storedJobs(db)).find((job) => job.id === id);

/** Moves waiting jobs (delayed, or backing off after a failure) to now, as if their time had come. */
export const makeJobsDue = async (db: Database, kind?: string): Promise<void> => {
  await db.execute(
    sql`update pgboss.job set start_after = now()
        where state in ('created', 'retry') ${kind === undefined ? sql`` : sql`and name = ${kind}`}`,
  );
};

/** Empties the queue between tests of one file. */
export const deleteAllJobs = async (db: Database): Promise<void> => {
  await db.execute(sql`delete from pgboss.job`);
};

/** One round of a scheduler made for it, stopped after: what a test calls where main.ts polls. */
export const runDueJobsOnce = async (options: SchedulerOptions): Promise<number> => {
  const scheduler = createScheduler(options);
  try {
    return await scheduler.runDueJobs();
  } finally {
    await scheduler.stop();
  }
};

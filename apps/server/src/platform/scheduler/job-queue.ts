import { type Db as JobQueueDb, PgBoss } from 'pg-boss';
import type { DatabaseDriver } from '../db/database';

/** pg-boss's own schema, installed and upgraded by pg-boss itself (docs/decisions/scheduler.md). */
export const JOB_QUEUE_SCHEMA = 'pgboss';

export const DEFAULT_MAX_ATTEMPTS = 10;
const RETRY_DELAY_SECONDS = 5;
const RETRY_DELAY_MAX_SECONDS = 60 * 60;
/** How long a claim holds before the job counts as abandoned and runs again (longer than any handler). */
export const LEASE_SECONDS = 5 * 60;
/** Done and failed jobs are kept this long, so admins can see what failed. */
const KEEP_FINISHED_SECONDS = 30 * 24 * 60 * 60;

/** The options every job of ours is created with: pg-boss's exponential back-off, 5 s doubling, an hour at most. */
export const jobOptions = (maxAttempts: number) => ({
  retryLimit: maxAttempts - 1,
  retryDelay: RETRY_DELAY_SECONDS,
  retryBackoff: true,
  retryDelayMax: RETRY_DELAY_MAX_SECONDS,
  expireInSeconds: LEASE_SECONDS,
  deleteAfterSeconds: KEEP_FINISHED_SECONDS,
});

/**
 * The earliest a failed attempt runs again. pg-boss waits between this and twice this (its jitter),
 * capped at an hour: 5 s after the first attempt, 10 s after the second …
 */
export const retryDelayMs = (attempt: number): number =>
  Math.min(RETRY_DELAY_MAX_SECONDS, RETRY_DELAY_SECONDS * 2 ** Math.max(0, attempt - 1)) * 1000;

export const newPgBoss = (
  db: JobQueueDb,
  driver: DatabaseDriver,
  options: { migrate: boolean; supervise: boolean },
): PgBoss =>
  new PgBoss({
    db,
    backend: driver === 'pglite' ? 'pglite' : 'postgres',
    schema: JOB_QUEUE_SCHEMA,
    migrate: options.migrate,
    supervise: options.supervise,
    // Recurring work is a job that queues its next run (scheduler.ts), not pg-boss's cron.
    schedule: false,
    registerInstance: false,
    openTelemetry: { enabled: false },
  });

/**
 * Creates pg-boss's schema, or brings it to this pg-boss version, under pg-boss's own lock (several
 * processes may start at once). Runs before the drizzle migrations, which may refer to it.
 */
export const installJobQueue = async (db: JobQueueDb, driver: DatabaseDriver): Promise<void> => {
  const boss = newPgBoss(db, driver, { migrate: true, supervise: false });
  await boss.start();
  await boss.stop({ close: false, graceful: false });
};

import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { type NewScheduledJobRow, type ScheduledJobRow, scheduledJobs } from './scheduler.schema';

const millisecondsFromNow = (ms: number) =>
  sql`now() + make_interval(secs => ${ms / 1000}::double precision)`;

export const insertJob = async (
  db: Database | Transaction,
  row: NewScheduledJobRow,
): Promise<{ id: string }> => {
  const [inserted] = await db.insert(scheduledJobs).values(row).returning({ id: scheduledJobs.id });
  if (!inserted) throw new Error('job insert returned no row');
  return inserted;
};

/** Makes sure one job with this key exists (recurring work); every process may call it at start. */
export const ensureKeyedJob = async (
  db: Database | Transaction,
  key: string,
  kind: string,
): Promise<void> => {
  await db.insert(scheduledJobs).values({ key, kind }).onConflictDoNothing({ target: scheduledJobs.key });
};

/**
 * Claims up to `limit` due jobs of the given kinds for `leaseMs`: a job claimed here is skipped by
 * every other process (SKIP LOCKED while the claim commits, then `locked_until`) until the lease ends.
 */
export const claimDueJobs = async (
  db: Database,
  options: { kinds: readonly string[]; limit: number; leaseMs: number },
): Promise<ScheduledJobRow[]> => {
  if (options.kinds.length === 0) return [];
  const due = db
    .select({ id: scheduledJobs.id })
    .from(scheduledJobs)
    .where(
      and(
        isNull(scheduledJobs.doneAt),
        isNull(scheduledJobs.failedAt),
        lte(scheduledJobs.runAt, sql`now()`),
        or(isNull(scheduledJobs.lockedUntil), lte(scheduledJobs.lockedUntil, sql`now()`)),
        inArray(scheduledJobs.kind, [...options.kinds]),
      ),
    )
    .orderBy(asc(scheduledJobs.runAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(scheduledJobs)
    .set({ lockedUntil: millisecondsFromNow(options.leaseMs), attempts: sql`${scheduledJobs.attempts} + 1` })
    .where(inArray(scheduledJobs.id, due))
    .returning();
};

// Each finishing write names the attempt it belongs to: if the lease ran out and another process
// claimed the job again, the late write of the first one changes nothing.
const ownClaim = (job: Pick<ScheduledJobRow, 'id' | 'attempts'>) =>
  and(eq(scheduledJobs.id, job.id), eq(scheduledJobs.attempts, job.attempts));

export const markJobDone = async (db: Database, job: ScheduledJobRow): Promise<void> => {
  await db
    .update(scheduledJobs)
    .set({ doneAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(ownClaim(job));
};

/** Recurring work: the same row runs again after `afterMs`. */
export const rescheduleJob = async (
  db: Database,
  job: ScheduledJobRow,
  afterMs: number,
  lastError: string | null,
): Promise<void> => {
  await db
    .update(scheduledJobs)
    .set({ runAt: millisecondsFromNow(afterMs), attempts: 0, lockedUntil: null, lastError })
    .where(ownClaim(job));
};

export const retryJobLater = async (
  db: Database,
  job: ScheduledJobRow,
  afterMs: number,
  lastError: string,
): Promise<void> => {
  await db
    .update(scheduledJobs)
    .set({ runAt: millisecondsFromNow(afterMs), lockedUntil: null, lastError })
    .where(ownClaim(job));
};

export const markJobFailed = async (db: Database, job: ScheduledJobRow, lastError: string): Promise<void> => {
  await db
    .update(scheduledJobs)
    .set({ failedAt: sql`now()`, lockedUntil: null, lastError })
    .where(ownClaim(job));
};

export const findJob = async (
  db: Database | Transaction,
  id: string,
): Promise<ScheduledJobRow | undefined> => {
  const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.id, id));
  return row;
};

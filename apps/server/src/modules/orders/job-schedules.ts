import type { JobScheduleView, ScheduleState, ScheduleType } from '@granska/domain';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../platform/db/database';
import type { CommandAudit, CommandContext } from '../audit';
import { type JobScheduleRow, jobSchedules, type ScheduleActor } from './orders.schema';

type Db = Database | Transaction;

/**
 * The schedule core (docs/decisions/scheduled-work.md): a job's scheduled work is a `job_schedules`
 * row, PENDING until its time. Whoever acts on it (the activation sweep, a cancel) first moves it out of
 * PENDING with a conditional update in its own transaction; the one that moves it does the work, the
 * others find nothing to do. That is what makes activation exactly once in effect.
 */

const logEntry = (state: ScheduleState, now: Date, reason?: string) =>
  sql`${JSON.stringify([{ time: now.toISOString(), state, ...(reason ? { reason } : {}) }])}::jsonb`;

export interface NewSchedule {
  jobId: string;
  orderId: string;
  scheduleType: ScheduleType;
  activationTime: Date;
  createdBy: string | null;
  /** The caller the work runs as (a scheduled finalizing). */
  actor?: ScheduleActor;
  now: Date;
  /** A record of work done at once (a follow-up archived, SCHEDULE_ARCHIVED): never PENDING, never swept. */
  closedAs?: Exclude<ScheduleState, 'PENDING'>;
}

export const insertSchedule = async (tx: Transaction, input: NewSchedule): Promise<JobScheduleRow> => {
  const [row] = await tx
    .insert(jobSchedules)
    .values({
      jobId: input.jobId,
      orderId: input.orderId,
      scheduleType: input.scheduleType,
      activationTime: input.activationTime,
      createdBy: input.createdBy,
      actor: input.actor ?? null,
      state: input.closedAs ?? 'PENDING',
      closedAt: input.closedAs ? input.now : null,
      log: [{ time: input.now.toISOString(), state: input.closedAs ?? 'PENDING' }],
      created: input.now,
    })
    .returning();
  if (!row) throw new Error('schedule insert returned nothing');
  return row;
};

/**
 * Moves one PENDING schedule to `to` if it is still PENDING (and, for an activation, due): the claim.
 * Answers the row as it now is, or undefined when another transaction got there first. A cancel waits
 * for a racing claim to commit and then finds the row no longer PENDING; an activation (`skipLocked`)
 * passes a row another process is claiming at once, which then either activates it or leaves it
 * PENDING for the next sweep.
 */
export const claimSchedule = async (
  tx: Transaction,
  id: string,
  to: Exclude<ScheduleState, 'PENDING'>,
  options: { now: Date; dueBy?: Date; reason?: string; skipLocked?: boolean },
): Promise<JobScheduleRow | undefined> =>
  (
    await tx
      .update(jobSchedules)
      .set({
        state: to,
        closedAt: options.now,
        log: sql`${jobSchedules.log} || ${logEntry(to, options.now, options.reason)}`,
      })
      .where(
        and(
          options.skipLocked
            ? sql`${jobSchedules.id} = (select ${jobSchedules.id} from ${jobSchedules} where ${jobSchedules.id} = ${id} for update skip locked)`
            : eq(jobSchedules.id, id),
          eq(jobSchedules.state, 'PENDING'),
          options.dueBy ? lte(jobSchedules.activationTime, options.dueBy) : undefined,
        ),
      )
      .returning()
  )[0];

/** A schedule already claimed (ACTIVATED) whose work was refused: FAILED, with why. */
export const markScheduleFailed = async (tx: Transaction, id: string, now: Date, reason: string) => {
  await tx
    .update(jobSchedules)
    .set({ state: 'FAILED', log: sql`${jobSchedules.log} || ${logEntry('FAILED', now, reason)}` })
    .where(eq(jobSchedules.id, id));
};

/** Where a walk over due schedules stands: after this one. */
export interface DueCursor {
  activationTime: Date;
  id: string;
}

/** Waiting schedules whose time has come by `now`, earliest first, after `cursor` (keyset). */
export const dueSchedules = async (
  db: Db,
  now: Date,
  limit: number,
  cursor: DueCursor | null,
): Promise<DueCursor[]> =>
  db
    .select({ id: jobSchedules.id, activationTime: jobSchedules.activationTime })
    .from(jobSchedules)
    .where(
      and(
        eq(jobSchedules.state, 'PENDING'),
        lte(jobSchedules.activationTime, now),
        cursor
          ? sql`(${jobSchedules.activationTime}, ${jobSchedules.id}) > (${cursor.activationTime.toISOString()}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(asc(jobSchedules.activationTime), asc(jobSchedules.id))
    .limit(limit);

/** The waiting schedules of these jobs (at most one each). */
export const pendingSchedulesOfJobs = async (db: Db, jobIds: readonly string[]): Promise<JobScheduleRow[]> =>
  jobIds.length === 0
    ? []
    : db
        .select()
        .from(jobSchedules)
        .where(and(inArray(jobSchedules.jobId, [...jobIds]), eq(jobSchedules.state, 'PENDING')))
        .orderBy(asc(jobSchedules.jobId));

export const findSchedule = async (db: Db, id: string): Promise<JobScheduleRow | undefined> =>
  (await db.select().from(jobSchedules).where(eq(jobSchedules.id, id)).limit(1))[0];

/** The waiting schedule's activation time of a job, for lists (a correlated subquery). */
export const pendingActivationTime = (jobId: AnyPgColumn) =>
  sql<
    string | null
  >`(select to_char(${jobSchedules.activationTime} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from ${jobSchedules} where ${jobSchedules.jobId} = ${jobId} and ${jobSchedules.state} = 'PENDING' limit 1)`;

export const scheduleView = (row: JobScheduleRow): JobScheduleView => ({
  scheduleId: row.id,
  jobId: row.jobId,
  scheduleType: row.scheduleType,
  activationTime: row.activationTime.toISOString(),
  state: row.state,
});

/**
 * What a schedule type does at its time (one per type; the scheduled-work module's sweep dispatches to
 * them). `activate` runs in the transaction that claimed the schedule (ACTIVATED); a refusal it throws
 * (an AppError: a check that fails) rolls that back, and `refused` then runs in a new transaction with
 * the schedule claimed FAILED, to leave the job as it should be and tell someone.
 */
export interface ScheduleActivation {
  scheduleType: ScheduleType;
  /**
   * Who the work acts as: its audit rows' actor (the server, or the user who scheduled it, as they are
   * now). A refusal thrown here counts as the work's. `refused` always runs as the server.
   */
  contextOf(db: Database, schedule: JobScheduleRow, now: Date): Promise<CommandContext>;
  activate(tx: Transaction, schedule: JobScheduleRow, context: CommandContext): Promise<CommandAudit[]>;
  refused(tx: Transaction, schedule: JobScheduleRow, refusal: Error, now: Date): Promise<CommandAudit[]>;
}

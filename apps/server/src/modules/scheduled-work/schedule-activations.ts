import type { ScheduleType } from '@granska/domain';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { JobHandler, SchedulerLogger } from '../../platform/scheduler/scheduler';
import { sweepStep } from '../../platform/scheduler/sweep';
import { runCommand } from '../audit';
import {
  claimSchedule,
  type DueCursor,
  dueSchedules,
  findSchedule,
  type ScheduleActivation,
} from '../orders';

/** The recurring sweep that activates due schedules (docs/decisions/scheduled-work.md). */
export const SCHEDULE_ACTIVATION_SWEEP = 'scheduled-work.activate-due';
/** How often the sweep looks: a schedule starts at most this long after its time. */
export const SCHEDULE_SWEEP_EVERY_MS = 10_000;
/** Schedules taken per round of the sweep; a full round goes on at once with the next. */
const SWEEP_BATCH = 200;

export interface ScheduleActivationDeps {
  db: Database;
  /** What each schedule type does at its time. */
  activations: readonly ScheduleActivation[];
  log?: Pick<SchedulerLogger, 'error'>;
  now?: () => Date;
}

export type ActivationOutcome = 'activated' | 'refused' | 'skipped';

const handlerOf = (deps: ScheduleActivationDeps) => {
  const byType = new Map<ScheduleType, ScheduleActivation>(
    deps.activations.map((activation) => [activation.scheduleType, activation]),
  );
  return (type: ScheduleType): ScheduleActivation => {
    const handler = byType.get(type);
    if (!handler) throw new Error(`no activation for schedule type ${type}`);
    return handler;
  };
};

/**
 * Activates one schedule if it is still waiting and due by `now`: the claim (PENDING → ACTIVATED, a
 * conditional update) and the type's work in one transaction, with the audit rows as the actor the type
 * names. A refusal (AppError) undoes both; the schedule is then claimed FAILED in a new transaction with
 * the type's `refused`. 'skipped' when another process or a cancel got there first. Any other error
 * leaves the schedule waiting for the next sweep (at least once; the claim keeps it to once).
 */
export const activateSchedule = async (
  deps: ScheduleActivationDeps,
  scheduleId: string,
  now: Date,
): Promise<ActivationOutcome> => {
  const schedule = await findSchedule(deps.db, scheduleId);
  if (schedule?.state !== 'PENDING' || schedule.activationTime > now) return 'skipped';
  const handler = handlerOf(deps)(schedule.scheduleType);
  let refusal: AppError;
  try {
    const context = await handler.contextOf(deps.db, schedule, now);
    return await runCommand(deps.db, context, async (tx) => {
      const claimed = await claimSchedule(tx, scheduleId, 'ACTIVATED', { now, dueBy: now, skipLocked: true });
      if (!claimed) return { result: 'skipped' as const, audit: [] };
      const audit = await handler.activate(tx, claimed, context);
      return {
        result: 'activated' as const,
        audit: [
          {
            action: 'schedule.activate',
            entity: 'job',
            entityId: claimed.jobId,
            details: { scheduleId, scheduleType: claimed.scheduleType },
          },
          ...audit,
        ],
      };
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    refusal = error;
  }
  return runCommand(deps.db, { system: true, now }, async (tx) => {
    const claimed = await claimSchedule(tx, scheduleId, 'FAILED', {
      now,
      dueBy: now,
      reason: refusal.message,
    });
    if (!claimed) return { result: 'skipped' as const, audit: [] };
    return { result: 'refused' as const, audit: await handler.refused(tx, claimed, refusal, now) };
  });
};

export interface ActivationSweepResult {
  activated: number;
  refused: number;
  failed: number;
}

/**
 * Activates every schedule due by now, one transaction each, walking the due schedules once in time
 * order a batch at a time. Two processes may sweep at once: each schedule's claim lets one of them act,
 * and one passes a schedule the other is claiming. A schedule that errs (or that another process let
 * go) is logged and tried at the next sweep; the others go on.
 */
export const activateDueSchedules = async (deps: ScheduleActivationDeps): Promise<ActivationSweepResult> => {
  const now = (deps.now ?? (() => new Date()))();
  const result: ActivationSweepResult = { activated: 0, refused: 0, failed: 0 };
  let cursor: DueCursor | null = null;
  for (;;) {
    const due = await dueSchedules(deps.db, now, SWEEP_BATCH, cursor);
    cursor = due.at(-1) ?? null;
    if (!cursor) return result;
    const counts = await sweepStep(
      due.map((schedule) => schedule.id),
      async (id) => {
        const outcome = await activateSchedule(deps, id, now);
        if (outcome === 'refused') result.refused += 1;
        return outcome === 'activated';
      },
      { log: deps.log, idName: 'scheduleId', message: 'schedule activation failed' },
    );
    result.activated += counts.done;
    result.failed += counts.failed;
  }
};

/** The sweep as recurring scheduled work, for main.ts's scheduler. */
export const scheduleActivationJob = (deps: ScheduleActivationDeps): JobHandler => ({
  kind: SCHEDULE_ACTIVATION_SWEEP,
  everyMs: SCHEDULE_SWEEP_EVERY_MS,
  handle: async () => {
    const result = await activateDueSchedules(deps);
    if (result.failed > 0) throw new Error(`${result.failed} schedules could not be activated`);
  },
});

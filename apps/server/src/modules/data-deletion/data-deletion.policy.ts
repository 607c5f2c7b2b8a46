import {
  addStockholmMonths,
  DELETED_DATA_CATEGORIES,
  type DeletedDataCategory,
  type DeletedDataCount,
  type DeletionPolicy,
  type JobState,
  RETENTION_MONTHS,
} from '@granska/domain';

/** The states a case is finished in (orders' FINISHED_STATES: APPROVED, ARCHIVED, DECLINED, TIMED_OUT). */
export type FinishedStates = readonly JobState[];

/**
 * When the case finished: the time of the first entry of the state log's last unbroken run of finished
 * states (APPROVED then ARCHIVED finished at APPROVED; a reversal out of a finished state starts the
 * count again when it finishes anew). Null when the job is not finished, or its log does not say when.
 */
export const finishedAt = (
  job: { currState: JobState; jobStateLog: readonly { time: string; state: JobState }[] },
  finishedStates: FinishedStates,
): Date | null => {
  if (!finishedStates.includes(job.currState)) return null;
  let since: string | null = null;
  for (const entry of job.jobStateLog) {
    if (!finishedStates.includes(entry.state)) since = null;
    else since ??= entry.time;
  }
  const at = since === null ? Number.NaN : Date.parse(since);
  return Number.isNaN(at) ? null : new Date(at);
};

/** When a case finished at `finished` is deleted under `policy`: the period the consent page promised. */
export const deletionDueAt = (finished: Date, policy: DeletionPolicy): Date =>
  addStockholmMonths(finished, RETENTION_MONTHS[policy]);

/** The shortest period of any policy: no case created later than this many months ago can be due. */
export const SHORTEST_RETENTION_MONTHS = Math.min(...Object.values(RETENTION_MONTHS));

/** The certificate's list: every category that held something, in the catalogue's order. */
export const deletedCounts = (counts: ReadonlyMap<DeletedDataCategory, number>): DeletedDataCount[] =>
  DELETED_DATA_CATEGORIES.flatMap((category) => {
    const count = counts.get(category) ?? 0;
    return count > 0 ? [{ category, count }] : [];
  });

import type { JobHandler, SchedulerLogger } from '../../platform/scheduler/scheduler';
import { PermanentJobError } from '../../platform/scheduler/scheduler';
import type { FileStorage } from '../file-storage';
import { type CaseDeletionDeps, REMOVE_CASE_FILES, sweepFinishedCases } from './case-deletion';

/** The recurring sweep that deletes finished cases' personal data when their period has passed. */
export const CASE_DELETION_SWEEP = 'data-deletion.sweep';
/** Daily: periods are months long, and a sweep at every start catches up after downtime. */
const SWEEP_EVERY_MS = 24 * 60 * 60_000;

export interface DataDeletionJobsDeps extends CaseDeletionDeps {
  files: FileStorage;
  log: SchedulerLogger;
  now?: () => Date;
}

const storageKeysOf = (payload: Record<string, unknown>): string[] => {
  const { storageKeys } = payload;
  if (!Array.isArray(storageKeys) || !storageKeys.every((key) => typeof key === 'string')) {
    throw new PermanentJobError('remove-files payload without storageKeys');
  }
  return storageKeys;
};

export const dataDeletionJobs = (deps: DataDeletionJobsDeps): JobHandler[] => [
  {
    kind: CASE_DELETION_SWEEP,
    everyMs: SWEEP_EVERY_MS,
    handle: async () => {
      const result = await sweepFinishedCases(deps, (deps.now ?? (() => new Date()))());
      if (result.deleted > 0 || result.failed > 0) deps.log.info(result, 'finished cases deleted');
      if (result.failed > 0) throw new Error(`${result.failed} finished cases could not be deleted`);
    },
  },
  {
    // Deleting a missing file is harmless, so a retry after a partial run is too.
    kind: REMOVE_CASE_FILES,
    handle: async (payload) => {
      for (const key of storageKeysOf(payload)) await deps.files.delete(key);
    },
  },
];

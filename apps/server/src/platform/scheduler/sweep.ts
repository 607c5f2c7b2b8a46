import type { SchedulerLogger } from './scheduler';

/**
 * One step of a sweep over rows (consents, reference orders): `work` runs for each id in turn, one
 * transaction each; a row that fails is logged (ids only) and the rest go on. Answers how many rows
 * the work changed (it answered true) and how many failed.
 */
export const sweepStep = async (
  ids: readonly string[],
  work: (id: string) => Promise<boolean>,
  failure: { log?: Pick<SchedulerLogger, 'error'> | undefined; idName: string; message: string },
): Promise<{ done: number; failed: number }> => {
  const counts = { done: 0, failed: 0 };
  for (const id of ids) {
    try {
      if (await work(id)) counts.done += 1;
    } catch (error) {
      counts.failed += 1;
      failure.log?.error({ [failure.idName]: id, errorName: (error as Error)?.name }, failure.message);
    }
  }
  return counts;
};

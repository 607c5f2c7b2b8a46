import type { Transaction } from '../../platform/db/database';
import type { JobHandler } from '../../platform/scheduler/scheduler';
import { enqueueJob } from '../../platform/scheduler/scheduler.repository';
import type { BkJobRow } from '../orders';
import { type ClearanceSurveyDeps, openClearanceSurvey } from './clearance-surveys.service';

/** The scheduled work that opens a clearance's survey and sends the person the link. */
export const OPEN_CLEARANCE_SURVEY = 'clearance-surveys.open';

/**
 * The jobStateChanged reaction: a security clearance that entered JOB_SURVEYING gets its survey from
 * scheduled work (which has the keys to read the person and queue the messages), committed with the
 * transition.
 */
export const requestClearanceSurvey = async (tx: Transaction, job: BkJobRow): Promise<void> => {
  if (job.service === 'SECURITY_CLEARANCE') {
    await enqueueJob(tx, { kind: OPEN_CLEARANCE_SURVEY, payload: { jobId: job.id } });
  }
};

export const clearanceSurveyJobs = (
  deps: Pick<ClearanceSurveyDeps, 'db' | 'crypto' | 'publicUrl'>,
  now: () => Date = () => new Date(),
): JobHandler[] => [
  {
    kind: OPEN_CLEARANCE_SURVEY,
    handle: async (payload) => {
      if (typeof payload.jobId !== 'string') return;
      await openClearanceSurvey(deps, payload.jobId, now());
    },
  },
];

import { ANALYSIS_MESSAGES, isAnalysisOpen, type JobState } from '@granska/domain';
import type { RouteAccess } from '../../platform/http/access';
import { AppError } from '../../platform/http/app-error';

/**
 * Who may call the analysis routes (docs/decisions/analysis.md): analysts and coordinators. Per job the
 * staff-access rules decide (jobs/staff-access.ts): an analyst only on jobs assigned to it, a
 * coordinator on every job of its services; both after approving the security policy.
 */
export const ANALYSIS_ACCESS = { groups: ['Analyst', 'Coordinator'] } as const satisfies RouteAccess;

/** Changes need a job under analysis: after the person's consent, before the report is final. */
export const assertAnalysisOpen = (job: { currState: JobState }): void => {
  if (!isAnalysisOpen(job.currState)) throw AppError.conflict(ANALYSIS_MESSAGES.jobClosed);
};

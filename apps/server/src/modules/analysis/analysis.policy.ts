import { ANALYSIS_MESSAGES, isAnalysisOpen, type JobState } from '@granska/domain';
import { AppError } from '../../platform/http/app-error';

/** Changes need a job under analysis: after the person's consent, before the report is final. */
export const assertAnalysisOpen = (job: { currState: JobState }): void => {
  if (!isAnalysisOpen(job.currState)) throw AppError.conflict(ANALYSIS_MESSAGES.jobClosed);
};

import { analystKeys } from '../../api/query-keys';

/** The job's report as staff see it, under the job's queries (invalidated with them). */
export const reportKey = (jobId: string) => [...analystKeys.job(jobId), 'report'] as const;

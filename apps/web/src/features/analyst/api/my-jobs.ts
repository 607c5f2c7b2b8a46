import { DEFAULT_PAGE_SIZE, JobsPage, type JobsQuery, mainApiErrorMessage } from '@granska/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { analystKeys } from './query-keys';
import { singleResult } from './single-result';

const PATH = '/jobs';

/**
 * GET /jobs?queue=mine&pageSize&nextToken: one keyset page of the jobs assigned to the analyst, deadline
 * first (the server decides which jobs are the caller's).
 */
export const useMyJobs = (nextToken: string | null) => {
  const api = useMainApi();
  return useQuery({
    queryKey: analystKeys.myJobs(nextToken),
    queryFn: ({ signal }) => {
      const query: Partial<Record<keyof JobsQuery, string | number>> = {
        queue: 'mine',
        pageSize: DEFAULT_PAGE_SIZE,
        ...(nextToken ? { nextToken } : {}),
      };
      return api.request({
        path: PATH,
        query,
        errorMessage: mainApiErrorMessage('GET', PATH),
        schema: singleResult(JobsPage),
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
};

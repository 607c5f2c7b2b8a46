import { DEFAULT_PAGE_SIZE, listJobsEndpoint } from '@granska/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { firstResult } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { analystKeys } from './query-keys';

/**
 * GET /jobs?queue=mine&pageSize&nextToken: one keyset page of the jobs assigned to the analyst, deadline
 * first (the server decides which jobs are the caller's).
 */
export const useMyJobs = (nextToken: string | null) => {
  const api = useMainApi();
  return useQuery({
    queryKey: analystKeys.myJobs(nextToken),
    queryFn: async ({ signal }) =>
      firstResult(
        await api.call(listJobsEndpoint, {
          query: { queue: 'mine', pageSize: DEFAULT_PAGE_SIZE, ...(nextToken ? { nextToken } : {}) },
          signal,
        }),
        listJobsEndpoint,
      ),
    placeholderData: keepPreviousData,
  });
};

import { DEFAULT_PAGE_SIZE, type JobQueue, listJobsEndpoint } from '@granska/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { firstResult } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { coordinatorKeys } from './query-keys';

/**
 * GET /jobs?queue&search&pageSize&nextToken: one keyset page of a work queue, deadline first (the
 * server's order). `token` is the page's start: null for the first page, else the previous page's
 * nextToken.
 */
export const useJobsPage = (queue: JobQueue, search: string, token: string | null) => {
  const api = useMainApi();
  return useQuery({
    queryKey: coordinatorKeys.page(queue, search, token),
    queryFn: async ({ signal }) =>
      firstResult(
        await api.call(listJobsEndpoint, {
          query: {
            queue,
            pageSize: DEFAULT_PAGE_SIZE,
            ...(search ? { search } : {}),
            ...(token ? { nextToken: token } : {}),
          },
          signal,
        }),
        listJobsEndpoint,
      ),
    placeholderData: keepPreviousData,
  });
};

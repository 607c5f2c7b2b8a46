import {
  DEFAULT_PAGE_SIZE,
  type JobQueue,
  JobsPage,
  type JobsQuery,
  mainApiErrorMessage,
} from '@granska/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { coordinatorKeys } from './query-keys';
import { singleResult } from './single-result';

const PATH = '/jobs';

/**
 * GET /jobs?queue&search&pageSize&nextToken: one keyset page of a work queue, deadline first (the
 * server's order). `token` is the page's start: null for the first page, else the previous page's
 * nextToken.
 */
export const useJobsPage = (queue: JobQueue, search: string, token: string | null) => {
  const api = useMainApi();
  return useQuery({
    queryKey: coordinatorKeys.page(queue, search, token),
    queryFn: ({ signal }) => {
      const query: Partial<Record<keyof JobsQuery, string | number>> = {
        queue,
        pageSize: DEFAULT_PAGE_SIZE,
        ...(search ? { search } : {}),
        ...(token ? { nextToken: token } : {}),
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

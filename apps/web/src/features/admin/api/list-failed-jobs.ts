import { DEFAULT_PAGE_SIZE, listFailedJobsEndpoint } from '@granska/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { toListPage } from '../../../components/list/list-page';

/** Scheduled work the server gave up, newest first; `page` counts from 1. */
export const useFailedJobs = (page: number) => {
  const api = useMainApi();
  return useQuery({
    queryKey: ['admin', 'failedJobs', page],
    queryFn: async ({ signal }) =>
      toListPage(
        await api.call(listFailedJobsEndpoint, {
          query: { page: page - 1, size: DEFAULT_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
};

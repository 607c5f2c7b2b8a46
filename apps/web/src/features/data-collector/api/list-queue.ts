import {
  type CollectedDataQueueItem,
  type CollectedDataQueueQuery,
  collectedDataQueueEndpoint,
  DEFAULT_PAGE_SIZE,
  pageCount,
} from '@granska/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { type ListPage, toListPage } from '../../../components/list/list-page';
import { dataCollectorKeys } from './query-keys';

/** The queue's filter as the screen holds it; `page` is 1-based like the pager. */
export interface QueueFilter {
  status: CollectedDataQueueQuery['status'] | null;
  page: number;
}

/** GET /collecteddata/?page&size&status: records not yet finished, nearest deadline first (0-based on the wire). */
export const useCollectionQueue = (filter: QueueFilter) => {
  const api = useMainApi();
  return useQuery({
    queryKey: dataCollectorKeys.queuePage(filter),
    queryFn: async ({ signal }): Promise<ListPage<CollectedDataQueueItem>> => {
      const envelope = await api.call(collectedDataQueueEndpoint, {
        query: { page: filter.page - 1, size: DEFAULT_PAGE_SIZE, status: filter.status ?? undefined },
        signal,
      });
      return toListPage(envelope, pageCount(envelope.paging));
    },
    placeholderData: keepPreviousData,
  });
};

import {
  type CollectedDataQueueItem,
  CollectedDataQueuePage,
  type CollectedDataQueueQuery,
  DEFAULT_PAGE_SIZE,
  mainApiErrorMessage,
  pageCount,
} from '@granska/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEnvelopeRequest } from '../../../api/use-envelope-request';
import { dataCollectorKeys } from './query-keys';

const PATH = '/collecteddata/';

/** The queue's filter as the screen holds it; `page` is 1-based like the pager. */
export interface QueueFilter {
  status: CollectedDataQueueQuery['status'] | null;
  page: number;
}

export interface QueuePage {
  items: CollectedDataQueueItem[];
  page: number;
  pages: number;
  total: number;
}

/** GET /collecteddata/?page&size&status: records not yet finished, nearest deadline first (0-based on the wire). */
export const useCollectionQueue = (filter: QueueFilter) => {
  const request = useEnvelopeRequest();
  return useQuery({
    queryKey: dataCollectorKeys.queuePage(filter),
    queryFn: async ({ signal }): Promise<QueuePage> => {
      const envelope = await request(
        {
          path: PATH,
          query: { page: filter.page - 1, size: DEFAULT_PAGE_SIZE, status: filter.status ?? undefined },
          errorMessage: mainApiErrorMessage('GET', PATH),
          signal,
        },
        CollectedDataQueuePage,
      );
      return {
        items: envelope.result,
        page: envelope.paging.page + 1,
        pages: pageCount(envelope.paging),
        total: envelope.paging.total,
      };
    },
    placeholderData: keepPreviousData,
  });
};

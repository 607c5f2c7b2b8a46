import {
  DEFAULT_PAGE_SIZE,
  type ListOrdersQuery,
  listOrdersEndpoint,
  type OrderService,
  type OrderView,
  pageCount,
} from '@granska/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MainApi } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { type ListPage, toListPage } from '../../../components/list/list-page';
import { backgroundCheckKeys } from './query-keys';

export type OrderGroup = NonNullable<ListOrdersQuery['group']>;

/** The list's filter as the screen holds it; `page` is 1-based like the pager. */
export interface OrdersFilter {
  search: string;
  group: OrderGroup | null;
  service: OrderService | null;
  page: number;
}

/** The list as it first shows: no search, no filter, the first page. */
export const FIRST_ORDERS_PAGE: OrdersFilter = { search: '', group: null, service: null, page: 1 };

/**
 * GET /orders?page&size&search&group&service: the orders the caller may see, newest first (the server
 * decides which). `page` is 0-based on the wire (paging.md). The query the list shows and the one
 * prefetched with the portal's code (prefetch-orders.ts) are this one.
 */
export const ordersPageQuery = (api: MainApi, filter: OrdersFilter) => {
  const search = filter.search.trim();
  return {
    queryKey: backgroundCheckKeys.ordersPage({ ...filter, search }),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ListPage<OrderView>> => {
      const envelope = await api.call(listOrdersEndpoint, {
        query: {
          page: filter.page - 1,
          size: DEFAULT_PAGE_SIZE,
          search: search || undefined,
          group: filter.group ?? undefined,
          service: filter.service ?? undefined,
        },
        signal,
      });
      return toListPage(envelope, pageCount(envelope.paging));
    },
  };
};

export const useOrdersPage = (filter: OrdersFilter, { enabled }: { enabled: boolean }) => {
  const api = useMainApi();
  return useQuery({ ...ordersPageQuery(api, filter), enabled, placeholderData: keepPreviousData });
};

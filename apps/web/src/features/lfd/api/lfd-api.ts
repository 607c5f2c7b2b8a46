import {
  approveLfdFollowUpEndpoint,
  cancelLfdFollowUpEndpoint,
  DEFAULT_PAGE_SIZE,
  deleteLfdOrderEndpoint,
  type LfdList,
  type LfdOrderRow,
  listArchivedLfdOrdersEndpoint,
  listLfdOrdersEndpoint,
  listScheduledLfdOrdersEndpoint,
  type OrderView,
  orderInitEndpoint,
  pageCount,
  populateOrderEndpoint,
} from '@granska/domain';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { callForItem, useApiMutation, useItemQuery } from '../../../api/endpoint-hooks';
import { firstResult } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { type ListPage, toListPage } from '../../../components/list/list-page';
import { useCreateOrder } from '../../../components/order/use-create-order';

/** The list's filter as the screen holds it; `page` is 1-based like the pager. */
export interface LfdListFilter {
  search: string;
  page: number;
}

/** Every query of the portal sits under this root; the lists under `lists`. */
export const lfdKeys = {
  all: ['lfd'] as const,
  lists: ['lfd', 'lists'] as const,
  list: (list: LfdList, filter: LfdListFilter) => ['lfd', 'lists', list, filter] as const,
  order: (orderId: string) => ['lfd', 'order', orderId] as const,
  init: ['lfd', 'init'] as const,
};

const LIST_ENDPOINTS = {
  current: listLfdOrdersEndpoint,
  archived: listArchivedLfdOrdersEndpoint,
  scheduled: listScheduledLfdOrdersEndpoint,
} as const;

/**
 * GET /order/lfd, /order/lfdarchived or /order/lfdscheduled ?page&size&search: a page of the list, newest
 * first (the server decides which checks the user sees). `page` is 0-based on the wire.
 */
export const useLfdOrdersPage = (list: LfdList, filter: LfdListFilter, { enabled }: { enabled: boolean }) => {
  const api = useMainApi();
  const search = filter.search.trim();
  return useQuery({
    queryKey: lfdKeys.list(list, { ...filter, search }),
    queryFn: async ({ signal }): Promise<ListPage<LfdOrderRow>> => {
      const envelope = await api.call(LIST_ENDPOINTS[list], {
        query: { page: filter.page - 1, size: DEFAULT_PAGE_SIZE, search: search || undefined },
        signal,
      });
      return toListPage(envelope, pageCount(envelope.paging));
    },
    enabled,
    placeholderData: keepPreviousData,
  });
};

/** POST /order/init {service: PRESCREEN}: the customer's lfdConfig and its LfdRecipient users. */
export const useLfdOrderInit = ({ enabled }: { enabled: boolean }) => {
  const api = useMainApi();
  return useQuery({
    queryKey: lfdKeys.init,
    queryFn: async ({ signal }) =>
      firstResult(
        await api.call(orderInitEndpoint, { body: { service: 'PRESCREEN' }, signal }),
        orderInitEndpoint,
      ),
    enabled,
  });
};

/** POST /order with service PRESCREEN, sent or as a draft; the Idempotency-Key makes a repeat answer the first. */
export const useSaveLfdOrder = () =>
  useCreateOrder((queryClient, order) => {
    queryClient.setQueryData(lfdKeys.order(order.id), order);
    return queryClient.invalidateQueries({ queryKey: lfdKeys.lists });
  });

/** POST /order/populate {id}: one LFD order the user sees, with its job and consents. */
export const useLfdOrder = (orderId: string) =>
  useItemQuery(lfdKeys.order(orderId), populateOrderEndpoint, { body: { id: orderId } });

/** POST /order/lfd/delete {id}: a draft is deleted, a finished check archived. */
export const useDeleteLfdOrder = () =>
  useApiMutation(
    (api, id: string) => callForItem(api, deleteLfdOrderEndpoint, { body: { id } }),
    (queryClient) => queryClient.invalidateQueries({ queryKey: lfdKeys.all }),
  );

/** The order as the call answered it, and every list again (the follow-up moved or changed). */
const refreshAfter = (queryClient: QueryClient, order: OrderView) => {
  queryClient.setQueryData(lfdKeys.order(order.id), order);
  return queryClient.invalidateQueries({ queryKey: lfdKeys.lists });
};

/** PUT /order/lfd/{id}/follow-up-approval: Godkänn (true) or Neka (false) a scheduled follow-up. */
export const useApproveLfdFollowUp = () =>
  useApiMutation(
    (api, { orderId, approved }: { orderId: string; approved: boolean }) =>
      callForItem(api, approveLfdFollowUpEndpoint, { params: { id: orderId }, body: { approved } }),
    refreshAfter,
  );

/** DELETE /order/lfd/{id}/follow-up: the follow-up is archived without running. */
export const useCancelLfdFollowUp = () =>
  useApiMutation(
    (api, orderId: string) => callForItem(api, cancelLfdFollowUpEndpoint, { params: { id: orderId } }),
    refreshAfter,
  );

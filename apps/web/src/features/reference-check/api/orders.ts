import {
  archiveReferenceOrderEndpoint,
  decryptReferenceOrderEndpoint,
  deleteReferenceOrderEndpoint,
  type FraudSignal,
  listReferenceOrdersEndpoint,
  pageCount,
  populateReferenceOrderEndpoint,
  REFERENCE_ORDERS_PAGE_SIZE,
  type ReferenceOrderBundle,
  type ReferenceOrderView,
  referenceDecryptedPdfEndpoint,
  referenceReportEndpoint,
  reviewFraudSignalEndpoint,
  type SaveReferenceOrderRequest,
  saveReferenceOrderEndpoint,
  sendReferenceOrderEndpoint,
} from '@granska/domain';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import { blobOf, saveAs } from '../../../api/browser-file';
import { callReferenceItem, useReferenceItemQuery, useReferenceMutation } from '../../../api/endpoint-hooks';
import type { ReferenceApi } from '../../../api/reference-api';
import { useReferenceApi } from '../../../api/use-api';
import { type ListPage, toListPage } from '../../../components/list/list-page';
import { type ReferenceOrdersFilter, referenceCheckKeys } from './query-keys';

/**
 * POST /order/list {group, search, page, size}: one group's orders of the customer (spec §4 groups),
 * newest first, without personal data. `page` is 0-based on the wire.
 */
export const useReferenceOrdersPage = (filter: ReferenceOrdersFilter, { enabled }: { enabled: boolean }) => {
  const api = useReferenceApi();
  const search = filter.search.trim();
  return useQuery({
    queryKey: referenceCheckKeys.ordersPage({ ...filter, search }),
    queryFn: async ({ signal }): Promise<ListPage<ReferenceOrderBundle>> => {
      const envelope = await api.call(listReferenceOrdersEndpoint, {
        body: { group: filter.group, search, page: filter.page - 1, size: REFERENCE_ORDERS_PAGE_SIZE },
        signal,
      });
      return toListPage(envelope, pageCount(envelope.paging));
    },
    enabled,
    placeholderData: keepPreviousData,
  });
};

/** How often an open order page asks again while the order waits for the candidate or the referees. */
const WAITING_ORDER_REFRESH_MS = 30_000;

const isWaitingForOthers = (item: ReferenceOrderBundle | { role: string } | undefined): boolean => {
  const state = item && 'order' in item ? item.order.state : undefined;
  return state === 'ORDERED' || state === 'SURVEYING';
};

/**
 * POST /order/populate {id}: the order's bundle (order, survey, references, fraud signals). The candidate
 * and the referees change it from their own pages, so the page asks anew whenever it opens and, while
 * the order waits for them, every half minute.
 */
export const useReferenceOrder = (orderId: string) =>
  useReferenceItemQuery(
    referenceCheckKeys.order(orderId),
    populateReferenceOrderEndpoint,
    { id: orderId },
    {
      refetchOnMount: 'always',
      refetchInterval: (query) => (isWaitingForOthers(query.state.data) ? WAITING_ORDER_REFRESH_MS : false),
    },
  );

/** The bundle of an order page's answer (a link's view never comes back for an id). */
export const bundleOf = (
  item: ReferenceOrderBundle | { role: string } | undefined,
): ReferenceOrderBundle | undefined => (item && 'order' in item ? item : undefined);

const refreshOrder = (queryClient: QueryClient, order: ReferenceOrderView) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: referenceCheckKeys.orders }),
    queryClient.invalidateQueries({ queryKey: referenceCheckKeys.order(order.id) }),
  ]);

/** POST /order: saves a draft (a new one without id); answers the order. */
export const saveOrder = (api: ReferenceApi, body: SaveReferenceOrderRequest) =>
  callReferenceItem(api, saveReferenceOrderEndpoint, body);

/** POST /order/send {id}: a draft is validated and sent (ORDERED); a sent order is reminded by hand. */
export const sendOrder = (api: ReferenceApi, id: string) =>
  callReferenceItem(api, sendReferenceOrderEndpoint, { id });

export const useSendReferenceOrder = () =>
  useReferenceMutation((api, id: string) => sendOrder(api, id), refreshOrder);

/** POST /order/delete {id}. */
export const useDeleteReferenceOrder = () =>
  useReferenceMutation(
    (api, id: string) => callReferenceItem(api, deleteReferenceOrderEndpoint, { id }),
    (queryClient, order) => {
      queryClient.removeQueries({ queryKey: referenceCheckKeys.order(order.id) });
      return queryClient.invalidateQueries({ queryKey: referenceCheckKeys.orders });
    },
  );

/** POST /order/archive {id}: a finished order archived (billing counts it in its period). */
export const useArchiveReferenceOrder = () =>
  useReferenceMutation(
    (api, id: string) => callReferenceItem(api, archiveReferenceOrderEndpoint, { id }),
    refreshOrder,
  );

/** POST /order/decrypt {id}: the candidate's details in clear; audited, so only on the user's request. */
export const useDecryptReferenceOrder = () =>
  useReferenceMutation((api, id: string) => callReferenceItem(api, decryptReferenceOrderEndpoint, { id }));

/** POST /order/report {id}: the bundle and per question the option counts and slider values. */
export const useReferenceReport = (orderId: string, { enabled }: { enabled: boolean }) =>
  useReferenceItemQuery(
    referenceCheckKeys.report(orderId),
    referenceReportEndpoint,
    { id: orderId },
    {
      enabled,
    },
  );

/** POST /order/pdf/decrypted {id}: the whole report as a PDF (audited), saved by the browser. */
export const useDownloadReferencePdf = () =>
  useReferenceMutation(async (api, id: string) => {
    const file = await callReferenceItem(api, referenceDecryptedPdfEndpoint, { id });
    try {
      saveAs(blobOf(file), file.name);
    } catch (cause) {
      throw new ApiError(referenceDecryptedPdfEndpoint.errorMessage, { cause });
    }
  });

/** POST /order/signal/review {orderId, signalId}: the signal marked as reviewed (who and when kept). */
export const useReviewFraudSignal = (orderId: string) =>
  useReferenceMutation(
    (api, signalId: string) => callReferenceItem(api, reviewFraudSignalEndpoint, { orderId, signalId }),
    (queryClient, signal: FraudSignal) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: referenceCheckKeys.order(orderId) }),
        queryClient.invalidateQueries({ queryKey: referenceCheckKeys.report(orderId) }),
        signal,
      ]),
  );

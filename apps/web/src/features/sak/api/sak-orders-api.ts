import {
  approvePsScheduleEndpoint,
  cancelPsScheduleEndpoint,
  createPsOrderEndpoint,
  DEFAULT_PAGE_SIZE,
  downloadPsReportEndpoint,
  downloadSpiReportEndpoint,
  listPsOrdersEndpoint,
  type PsOrderRequest,
  type PsOrderRow,
  type PsOrderStatus,
  pageCount,
  psOrderFormEndpoint,
} from '@granska/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { blobOf, saveAs } from '../../../api/browser-file';
import { callForItem, useApiMutation, useItemQuery } from '../../../api/endpoint-hooks';
import { useMainApi } from '../../../api/use-api';
import { type ListPage, toListPage } from '../../../components/list/list-page';
import { sakKeys } from './sak-api';

export interface PsOrdersFilter {
  status: PsOrderStatus | null;
  personId: string | null;
  /** 1-based, like the pager. */
  page: number;
}

export const sakOrderKeys = {
  all: [...sakKeys.all, 'orders'] as const,
  list: (filter: PsOrdersFilter) => [...sakKeys.all, 'orders', 'list', filter] as const,
  form: [...sakKeys.all, 'orders', 'form'] as const,
};

/** GET /protective-security/orders?status&personId: a page of the SÄK orders the user sees (0-based on the wire). */
export const usePsOrdersPage = (filter: PsOrdersFilter, { enabled }: { enabled: boolean }) => {
  const api = useMainApi();
  return useQuery({
    queryKey: sakOrderKeys.list(filter),
    queryFn: async ({ signal }): Promise<ListPage<PsOrderRow>> => {
      const envelope = await api.call(listPsOrdersEndpoint, {
        query: {
          page: filter.page - 1,
          size: DEFAULT_PAGE_SIZE,
          status: filter.status ?? undefined,
          personId: filter.personId ?? undefined,
        },
        signal,
      });
      return toListPage(envelope, pageCount(envelope.paging));
    },
    enabled,
    placeholderData: keepPreviousData,
  });
};

/** GET /protective-security/order-form: the services the user orders and what the customer's psConfig shows. */
export const usePsOrderForm = ({ enabled }: { enabled: boolean }) =>
  useItemQuery(sakOrderKeys.form, psOrderFormEndpoint, {}, { enabled });

/** POST /protective-security/persons/{id}/orders: the order for the card; the lists are fetched again. */
export const useCreatePsOrder = () =>
  useApiMutation(
    (api, { personId, request }: { personId: string; request: PsOrderRequest }) =>
      callForItem(api, createPsOrderEndpoint, { params: { id: personId }, body: request }),
    (queryClient) => queryClient.invalidateQueries({ queryKey: sakOrderKeys.all }),
  );

/** POST /protective-security/orders/{id}/reports: the order's released report, saved by the browser. */
export const usePsDownloadReport = (orderId: string) =>
  useApiMutation(async (api) => {
    const file = await callForItem(api, downloadPsReportEndpoint, { params: { id: orderId } });
    saveAs(blobOf(file), file.filename);
  });

/** POST /protective-security/orders/{id}/spi-report (SPIDownloadReport): the SPI report, saved as a PDF. */
export const usePsDownloadSpiReport = (orderId: string) =>
  useApiMutation(async (api) => {
    const file = await callForItem(api, downloadSpiReportEndpoint, { params: { id: orderId } });
    saveAs(blobOf(file), file.filename);
  });

/** PUT …/schedule-approval (SCApproveActivation) or DELETE …/schedule (SCCancelActivation). */
export const usePsScheduleDecision = () =>
  useApiMutation(
    (api, { orderId, approve }: { orderId: string; approve: boolean }) =>
      approve
        ? callForItem(api, approvePsScheduleEndpoint, { params: { id: orderId } })
        : callForItem(api, cancelPsScheduleEndpoint, { params: { id: orderId } }),
    (queryClient) => queryClient.invalidateQueries({ queryKey: sakOrderKeys.all }),
  );

import { type BillingReport, type BillingRequest, customerBillingEndpoint } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { firstResult, type MainApi } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';

export const billingQueryKey = (request?: BillingRequest) =>
  request
    ? (['admin', 'billing', request.customerID, request.startDate, request.endDate] as const)
    : (['admin', 'billing'] as const);

/** POST /billing/customer {startDate, endDate, customerID}: the report, the one item of `result`. */
export const fetchBilling = async (
  api: MainApi,
  body: BillingRequest,
  signal?: AbortSignal,
): Promise<BillingReport> =>
  firstResult(
    await api.call(customerBillingEndpoint, { body, ...(signal ? { signal } : {}) }),
    customerBillingEndpoint,
  );

/** The report of the request the admin asked for; nothing is fetched before one is asked for. */
export const useBilling = (request: BillingRequest | null) => {
  const api = useMainApi();
  return useQuery({
    queryKey: billingQueryKey(request ?? undefined),
    queryFn: ({ signal }) => fetchBilling(api, request as BillingRequest, signal),
    enabled: request !== null,
  });
};

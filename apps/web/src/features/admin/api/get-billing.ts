import { type BillingRequest, customerBillingEndpoint } from '@granska/domain';
import { useItemQuery } from '../../../api/endpoint-hooks';

export const billingQueryKey = (request?: BillingRequest) =>
  request
    ? (['admin', 'billing', request.customerID, request.startDate, request.endDate] as const)
    : (['admin', 'billing'] as const);

/**
 * POST /billing/customer {startDate, endDate, customerID}: the report of the request the admin asked
 * for, the one item of `result`; nothing is fetched before one is asked for.
 */
export const useBilling = (request: BillingRequest | null) =>
  useItemQuery(
    billingQueryKey(request ?? undefined),
    customerBillingEndpoint,
    { body: request as BillingRequest },
    { enabled: request !== null },
  );

import { type ApiKeyInfo, ApiKeysPage, CUSTOMER_MESSAGES, CUSTOMERS_PAGE_SIZE } from '@granska/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type EnvelopeRequest, useEnvelopeRequest } from '../../../api/use-envelope-request';
import { callErrorMessage, type ListPage, toListPage } from './list-page';

export const apiKeysQueryKey = (customerId?: string, page?: number) =>
  [
    'admin',
    'apiKeys',
    ...(customerId === undefined ? [] : [customerId]),
    ...(page === undefined ? [] : [page]),
  ] as const;

/** GET /customer/apikeys?customerId&page&size: the customer's keys, newest first, revoked ones too. */
export const fetchApiKeys = async (
  request: EnvelopeRequest,
  customerId: string,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<ApiKeyInfo>> =>
  toListPage(
    await request(
      {
        path: '/customer/apikeys',
        query: { customerId, page: page - 1, size: CUSTOMERS_PAGE_SIZE },
        errorMessage: callErrorMessage('GET', '/customer/apikeys', CUSTOMER_MESSAGES.apiKeyFailed),
        ...(signal ? { signal } : {}),
      },
      ApiKeysPage,
    ),
  );

export const useApiKeys = (customerId: string | null, page: number) => {
  const request = useEnvelopeRequest();
  return useQuery({
    queryKey: apiKeysQueryKey(customerId ?? '', page),
    queryFn: ({ signal }) => fetchApiKeys(request, customerId ?? '', page, signal),
    enabled: customerId !== null,
    placeholderData: keepPreviousData,
  });
};

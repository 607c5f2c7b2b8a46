import { CUSTOMERS_PAGE_SIZE, listApiKeysEndpoint } from '@granska/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { toListPage } from '../../../components/list/list-page';

export const apiKeysQueryKey = (customerId?: string, page?: number) =>
  [
    'admin',
    'apiKeys',
    ...(customerId === undefined ? [] : [customerId]),
    ...(page === undefined ? [] : [page]),
  ] as const;

/** The customer's keys, newest first, revoked ones too; `page` counts from 1. */
export const useApiKeys = (customerId: string | null, page: number) => {
  const api = useMainApi();
  return useQuery({
    queryKey: apiKeysQueryKey(customerId ?? '', page),
    queryFn: async ({ signal }) =>
      toListPage(
        await api.call(listApiKeysEndpoint, {
          query: { customerId: customerId ?? '', page: page - 1, size: CUSTOMERS_PAGE_SIZE },
          signal,
        }),
      ),
    enabled: customerId !== null,
    placeholderData: keepPreviousData,
  });
};

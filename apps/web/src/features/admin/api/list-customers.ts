import {
  CUSTOMERS_MAX_PAGE_SIZE,
  CUSTOMERS_PAGE_SIZE,
  type CustomerResult,
  CustomersPage,
  mainApiErrorMessage,
} from '@granska/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type EnvelopeRequest, useEnvelopeRequest } from '../../../api/use-envelope-request';
import { type ListPage, toListPage } from './list-page';

/** The customer list's filter as a screen holds it; `page` is 1-based like the pager. */
export interface CustomersFilter {
  /** Spec §5: substring of the shown id, custName, custOrgNo or custAdress. */
  search: string;
  page: number;
  size?: number;
}

export const customersQueryKey = (filter?: CustomersFilter) =>
  filter ? (['admin', 'customers', filter] as const) : (['admin', 'customers'] as const);

/** GET /customers?page&size&search (page 0-based on the wire, paging.md). */
export const fetchCustomers = async (
  request: EnvelopeRequest,
  { search, page, size = CUSTOMERS_PAGE_SIZE }: CustomersFilter,
  signal?: AbortSignal,
): Promise<ListPage<CustomerResult>> =>
  toListPage(
    await request(
      {
        path: '/customers',
        query: { page: page - 1, size, search: search.trim() || undefined },
        errorMessage: mainApiErrorMessage('GET', '/customers'),
        ...(signal ? { signal } : {}),
      },
      CustomersPage,
    ),
  );

export const useCustomers = (filter: CustomersFilter) => {
  const request = useEnvelopeRequest();
  return useQuery({
    queryKey: customersQueryKey(filter),
    queryFn: ({ signal }) => fetchCustomers(request, filter, signal),
    placeholderData: keepPreviousData,
  });
};

/** Customers to choose from (user editor, API keys): the first page of the largest size, or a search. */
export const useCustomerChoices = (search: string) =>
  useCustomers({ search, page: 1, size: CUSTOMERS_MAX_PAGE_SIZE });

import { CUSTOMERS_MAX_PAGE_SIZE, CUSTOMERS_PAGE_SIZE, listCustomersEndpoint } from '@granska/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { toListPage } from '../../../components/list/list-page';

/** The customer list's filter as a screen holds it; `page` is 1-based like the pager. */
export interface CustomersFilter {
  /** Spec §5: substring of the shown id, custName, custOrgNo or custAdress. */
  search: string;
  page: number;
  size?: number;
}

export const customersQueryKey = (filter?: CustomersFilter) =>
  filter ? (['admin', 'customers', filter] as const) : (['admin', 'customers'] as const);

/** A page of customers (page 0-based on the wire, paging.md). */
export const useCustomers = ({ search, page, size = CUSTOMERS_PAGE_SIZE }: CustomersFilter) => {
  const api = useMainApi();
  return useQuery({
    queryKey: customersQueryKey({ search, page, size }),
    queryFn: async ({ signal }) =>
      toListPage(
        await api.call(listCustomersEndpoint, {
          query: { page: page - 1, size, search: search.trim() || undefined },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
};

/** Customers to choose from (user editor, API keys): the first page of the largest size, or a search. */
export const useCustomerChoices = (search: string) =>
  useCustomers({ search, page: 1, size: CUSTOMERS_MAX_PAGE_SIZE });

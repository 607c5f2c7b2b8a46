import { getCustomerEndpoint } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { firstResult } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';

export const customerQueryKey = (id: string) => ['admin', 'customer', id] as const;

/** The customer by id. */
export const useCustomer = (id: string | null) => {
  const api = useMainApi();
  return useQuery({
    queryKey: customerQueryKey(id ?? ''),
    queryFn: async ({ signal }) =>
      firstResult(
        await api.call(getCustomerEndpoint, { body: { id: id ?? '' }, signal }),
        getCustomerEndpoint,
      ),
    enabled: id !== null,
    // The editor starts from what the server has now: a save replaces every field.
    staleTime: 0,
  });
};

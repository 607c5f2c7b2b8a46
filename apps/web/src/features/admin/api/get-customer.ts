import { CustomerResult, mainApiErrorMessage } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import type { MainApi } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';

export const customerQueryKey = (id: string) => ['admin', 'customer', id] as const;

/** POST /customer/populate {id}: the customer, the one item of `result`. */
export const fetchCustomer = async (
  api: MainApi,
  id: string,
  signal?: AbortSignal,
): Promise<CustomerResult> => {
  const errorMessage = mainApiErrorMessage('POST', '/customer/populate');
  const [customer] = await api.request({
    method: 'POST',
    path: '/customer/populate',
    body: { id },
    errorMessage,
    schema: CustomerResult.array(),
    ...(signal ? { signal } : {}),
  });
  if (!customer) throw new ApiError(errorMessage);
  return customer;
};

export const useCustomer = (id: string | null) => {
  const api = useMainApi();
  return useQuery({
    queryKey: customerQueryKey(id ?? ''),
    queryFn: ({ signal }) => fetchCustomer(api, id ?? '', signal),
    enabled: id !== null,
    // The editor starts from what the server has now: a save replaces every field.
    staleTime: 0,
  });
};

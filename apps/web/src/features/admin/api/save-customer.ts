import { CustomerResult, mainApiErrorMessage, type SaveCustomerRequest } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import type { MainApi } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { customerQueryKey } from './get-customer';
import { customersQueryKey } from './list-customers';

/** POST /customer: creates (no id) or replaces the whole customer (id given); answers the saved one. */
export const saveCustomer = async (api: MainApi, body: SaveCustomerRequest): Promise<CustomerResult> => {
  const errorMessage = mainApiErrorMessage('POST', '/customer');
  const [customer] = await api.request({
    method: 'POST',
    path: '/customer',
    body,
    errorMessage,
    schema: CustomerResult.array(),
  });
  if (!customer) throw new ApiError(errorMessage);
  return customer;
};

export const useSaveCustomer = () => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCustomerRequest) => saveCustomer(api, body),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerQueryKey(customer.id), customer);
      return queryClient.invalidateQueries({ queryKey: customersQueryKey() });
    },
  });
};

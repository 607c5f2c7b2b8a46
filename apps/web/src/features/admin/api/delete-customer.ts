import { type CustomerIdRequest, mainApiErrorMessage } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MainApi } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { customerQueryKey } from './get-customer';
import { customersQueryKey } from './list-customers';

/** POST /customer/delete {id}. */
export const deleteCustomer = async (api: MainApi, body: CustomerIdRequest): Promise<void> => {
  await api.request({
    method: 'POST',
    path: '/customer/delete',
    body,
    errorMessage: mainApiErrorMessage('POST', '/customer/delete'),
  });
};

export const useDeleteCustomer = () => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerIdRequest) => deleteCustomer(api, body),
    onSuccess: (_answer, { id }) => {
      queryClient.removeQueries({ queryKey: customerQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: customersQueryKey() });
    },
  });
};

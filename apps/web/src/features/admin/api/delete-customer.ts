import { type CustomerIdRequest, deleteCustomerEndpoint } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { customerQueryKey } from './get-customer';
import { customersQueryKey } from './list-customers';

export const useDeleteCustomer = () => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerIdRequest) => api.call(deleteCustomerEndpoint, { body }),
    onSuccess: (_answer, { id }) => {
      queryClient.removeQueries({ queryKey: customerQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: customersQueryKey() });
    },
  });
};

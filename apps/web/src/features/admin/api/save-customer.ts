import { type SaveCustomerRequest, saveCustomerEndpoint } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { customerQueryKey } from './get-customer';
import { customersQueryKey } from './list-customers';

/** Creates (no id) or replaces the whole customer (id given); answers the saved one. */
export const useSaveCustomer = () => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveCustomerRequest) =>
      firstResult(await api.call(saveCustomerEndpoint, { body }), saveCustomerEndpoint),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerQueryKey(customer.id), customer);
      return queryClient.invalidateQueries({ queryKey: customersQueryKey() });
    },
  });
};

import { abortOrderEndpoint, type OrderIdRequest } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { backgroundCheckKeys } from './query-keys';

/** POST /order/abort {id}: a draft is deleted with its jobs; a sent order is refused (409). */
export const useAbortOrder = () => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OrderIdRequest): Promise<void> => {
      await api.call(abortOrderEndpoint, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backgroundCheckKeys.orders }),
  });
};

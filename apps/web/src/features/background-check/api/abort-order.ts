import { mainApiErrorMessage, type OrderIdRequest } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { backgroundCheckKeys } from './query-keys';

const PATH = '/order/abort';

/** POST /order/abort {id}: a draft is deleted with its jobs; a sent order is refused (409). */
export const useAbortOrder = () => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OrderIdRequest): Promise<void> => {
      await api.request({
        method: 'POST',
        path: PATH,
        body,
        errorMessage: mainApiErrorMessage('POST', PATH),
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backgroundCheckKeys.orders }),
  });
};

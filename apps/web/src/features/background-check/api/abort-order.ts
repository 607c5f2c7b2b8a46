import { abortOrderEndpoint, type OrderIdRequest } from '@granska/domain';
import { useApiMutation } from '../../../api/endpoint-hooks';
import { backgroundCheckKeys } from './query-keys';

/** POST /order/abort {id}: a draft is deleted with its jobs; a sent order is refused (409). */
export const useAbortOrder = () =>
  useApiMutation(
    async (api, body: OrderIdRequest) => {
      await api.call(abortOrderEndpoint, { body });
    },
    (queryClient) => queryClient.invalidateQueries({ queryKey: backgroundCheckKeys.orders }),
  );

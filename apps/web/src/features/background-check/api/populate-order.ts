import { populateOrderEndpoint } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { firstResult } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { backgroundCheckKeys } from './query-keys';

/** POST /order/populate {id}: one order the caller may see, with its jobs (404 otherwise). */
export const useOrder = (orderId: string) => {
  const api = useMainApi();
  return useQuery({
    queryKey: backgroundCheckKeys.order(orderId),
    queryFn: async ({ signal }) =>
      firstResult(
        await api.call(populateOrderEndpoint, { body: { id: orderId }, signal }),
        populateOrderEndpoint,
      ),
  });
};

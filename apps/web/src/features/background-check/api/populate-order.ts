import { mainApiErrorMessage, type OrderIdRequest, OrderView } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { backgroundCheckKeys } from './query-keys';

const PATH = '/order/populate';

/** The one order of a single-order answer's result list. */
export const singleOrder = {
  parse: (result: unknown): OrderView => {
    const [order] = OrderView.array().min(1).parse(result);
    if (!order) throw new Error('no order in the result');
    return order;
  },
};

/** POST /order/populate {id}: one order the caller may see, with its jobs (404 otherwise). */
export const useOrder = (orderId: string) => {
  const api = useMainApi();
  return useQuery({
    queryKey: backgroundCheckKeys.order(orderId),
    queryFn: ({ signal }) => {
      const body: OrderIdRequest = { id: orderId };
      return api.request({
        method: 'POST',
        path: PATH,
        body,
        errorMessage: mainApiErrorMessage('POST', PATH),
        schema: singleOrder,
        signal,
      });
    },
  });
};

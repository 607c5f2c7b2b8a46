import { useCreateOrder } from '../../../components/order/use-create-order';
import { backgroundCheckKeys } from './query-keys';

/** POST /order of the order form; sending asks the person for consent by e-mail and SMS. */
export const useSaveOrder = () =>
  useCreateOrder((queryClient, order) => {
    queryClient.setQueryData(backgroundCheckKeys.order(order.id), order);
    return queryClient.invalidateQueries({ queryKey: backgroundCheckKeys.orders });
  });

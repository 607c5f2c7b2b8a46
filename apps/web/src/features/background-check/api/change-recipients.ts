import {
  changeOrderRecipientsEndpoint,
  type OrderView,
  type UpdateOrderRecipientsRequest,
} from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { backgroundCheckKeys } from './query-keys';

/** PATCH /orders/{id}: replaces the order's recipients (BKChangeRecipient); answers the order. */
export const useChangeRecipients = (orderId: string) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateOrderRecipientsRequest): Promise<OrderView> =>
      firstResult(
        await api.call(changeOrderRecipientsEndpoint, { params: { id: orderId }, body }),
        changeOrderRecipientsEndpoint,
      ),
    onSuccess: (order) => {
      queryClient.setQueryData(backgroundCheckKeys.order(order.id), order);
      return queryClient.invalidateQueries({ queryKey: backgroundCheckKeys.orders });
    },
  });
};

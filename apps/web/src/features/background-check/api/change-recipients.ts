import { mainApiErrorMessage, type OrderView, type UpdateOrderRecipientsRequest } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { singleOrder } from './populate-order';
import { backgroundCheckKeys } from './query-keys';

/** PATCH /orders/{id}: replaces the order's recipients (BKChangeRecipient); answers the order. */
export const useChangeRecipients = (orderId: string) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  const path = `/orders/${encodeURIComponent(orderId)}`;
  return useMutation({
    mutationFn: (body: UpdateOrderRecipientsRequest): Promise<OrderView> =>
      api.request({
        method: 'PATCH',
        path,
        body,
        errorMessage: mainApiErrorMessage('PATCH', path),
        schema: singleOrder,
      }),
    onSuccess: (order) => {
      queryClient.setQueryData(backgroundCheckKeys.order(order.id), order);
      return queryClient.invalidateQueries({ queryKey: backgroundCheckKeys.orders });
    },
  });
};

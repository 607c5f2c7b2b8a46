import { changeOrderRecipientsEndpoint, type UpdateOrderRecipientsRequest } from '@granska/domain';
import { callForItem, useApiMutation } from '../../../api/endpoint-hooks';
import { backgroundCheckKeys } from './query-keys';

/** PATCH /orders/{id}: replaces the order's recipients (BKChangeRecipient); answers the order. */
export const useChangeRecipients = (orderId: string) =>
  useApiMutation(
    (api, body: UpdateOrderRecipientsRequest) =>
      callForItem(api, changeOrderRecipientsEndpoint, { params: { id: orderId }, body }),
    (queryClient, order) => {
      queryClient.setQueryData(backgroundCheckKeys.order(order.id), order);
      return queryClient.invalidateQueries({ queryKey: backgroundCheckKeys.orders });
    },
  );

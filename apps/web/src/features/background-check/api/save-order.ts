import {
  type CreateOrderRequest,
  IDEMPOTENCY_KEY_HEADER,
  mainApiErrorMessage,
  type OrderView,
} from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { singleOrder } from './populate-order';
import { backgroundCheckKeys } from './query-keys';

const PATH = '/order';

export interface SaveOrderVariables {
  request: CreateOrderRequest;
  idempotencyKey: string;
}

/**
 * POST /order: a new order, or with `id` the caller's draft replaced; `send: true` sends it (consent
 * e-mail and SMS to the person). The Idempotency-Key makes a repeat answer the first order.
 */
export const useSaveOrder = () => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: SaveOrderVariables): Promise<OrderView> =>
      api.request({
        method: 'POST',
        path: PATH,
        body: request,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        errorMessage: mainApiErrorMessage('POST', PATH),
        schema: singleOrder,
      }),
    onSuccess: (order) => {
      queryClient.setQueryData(backgroundCheckKeys.order(order.id), order);
      return queryClient.invalidateQueries({ queryKey: backgroundCheckKeys.orders });
    },
  });
};

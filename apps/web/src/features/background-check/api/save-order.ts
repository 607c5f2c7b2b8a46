import {
  type CreateOrderRequest,
  createOrderEndpoint,
  IDEMPOTENCY_KEY_HEADER,
  type OrderView,
} from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { backgroundCheckKeys } from './query-keys';

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
    mutationFn: async ({ request, idempotencyKey }: SaveOrderVariables): Promise<OrderView> =>
      firstResult(
        await api.call(createOrderEndpoint, {
          body: request,
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        }),
        createOrderEndpoint,
      ),
    onSuccess: (order) => {
      queryClient.setQueryData(backgroundCheckKeys.order(order.id), order);
      return queryClient.invalidateQueries({ queryKey: backgroundCheckKeys.orders });
    },
  });
};

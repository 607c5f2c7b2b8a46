import {
  type CreateOrderRequest,
  createOrderEndpoint,
  IDEMPOTENCY_KEY_HEADER,
  type OrderView,
} from '@granska/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult } from '../../api/main-api';
import { useMainApi } from '../../api/use-api';

export interface CreateOrderVariables {
  request: CreateOrderRequest;
  idempotencyKey: string;
}

/**
 * POST /order: a new order, or with `id` the caller's draft replaced; `send: true` sends it. The
 * Idempotency-Key makes a repeat answer the first order. `cache` puts the saved order where the
 * feature reads it (its order, its lists).
 */
export const useCreateOrder = (cache: (queryClient: QueryClient, order: OrderView) => Promise<void>) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, idempotencyKey }: CreateOrderVariables): Promise<OrderView> =>
      firstResult(
        await api.call(createOrderEndpoint, {
          body: request,
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        }),
        createOrderEndpoint,
      ),
    onSuccess: (order) => cache(queryClient, order),
  });
};

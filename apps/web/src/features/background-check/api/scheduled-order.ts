import {
  cancelScheduledOrderEndpoint,
  getScheduledOrderEndpoint,
  scheduleOrderEndpoint,
} from '@granska/domain';
import type { QueryClient } from '@tanstack/react-query';
import { callForItem, useApiMutation, useItemQuery } from '../../../api/endpoint-hooks';
import { backgroundCheckKeys } from './query-keys';

const refreshOrder = (queryClient: QueryClient, orderId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: backgroundCheckKeys.order(orderId) }),
    queryClient.invalidateQueries({ queryKey: backgroundCheckKeys.scheduledOrder(orderId) }),
    queryClient.invalidateQueries({ queryKey: backgroundCheckKeys.orders }),
  ]);

/** GET /orders/{id}/scheduled-order: when a scheduled order starts (asked only for one that is scheduled). */
export const useScheduledOrder = (orderId: string, enabled: boolean) =>
  useItemQuery(
    backgroundCheckKeys.scheduledOrder(orderId),
    getScheduledOrderEndpoint,
    { params: { id: orderId } },
    { enabled },
  );

/** POST /orders/{id}/scheduled-order: the draft starts at `activationTime` instead of now. */
export const useScheduleOrder = (orderId: string) =>
  useApiMutation(
    (api, activationTime: Date) =>
      callForItem(api, scheduleOrderEndpoint, {
        params: { id: orderId },
        body: { activationTime: activationTime.toISOString() },
      }),
    (queryClient) => refreshOrder(queryClient, orderId),
  );

/** DELETE /orders/{id}/scheduled-order: the order is a draft again. */
export const useCancelScheduledOrder = (orderId: string) =>
  useApiMutation(
    (api) => callForItem(api, cancelScheduledOrderEndpoint, { params: { id: orderId } }),
    (queryClient) => refreshOrder(queryClient, orderId),
  );

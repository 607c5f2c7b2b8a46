import type { OrdersFilter } from './list-orders';

/**
 * Every query of the portal sits under this root. Lists sit under `orders`, so a change to an order
 * invalidates every page of the list without refetching single orders.
 */
export const backgroundCheckKeys = {
  all: ['background-check'] as const,
  orders: ['background-check', 'orders'] as const,
  ordersPage: (filter: OrdersFilter) => ['background-check', 'orders', filter] as const,
  order: (orderId: string) => ['background-check', 'order', orderId] as const,
  scheduledOrder: (orderId: string) => ['background-check', 'order', orderId, 'schedule'] as const,
  init: ['background-check', 'init'] as const,
  recipientOptions: ['background-check', 'recipient-options'] as const,
};

import type { ReferenceOrderGroup } from '@granska/domain';

/** The list's filter as the screen holds it; `page` is 1-based like the pager. */
export interface ReferenceOrdersFilter {
  group: ReferenceOrderGroup;
  search: string;
  page: number;
}

/**
 * Every query of the portal sits under this root. Lists sit under `orders`, so a change to an order
 * refreshes every page of the list. Clear-text reads (/order/decrypt, /reference/decrypt) are never
 * cached: each is the user's own request, audited, and kept only by the page that asked.
 */
export const referenceCheckKeys = {
  all: ['reference-check'] as const,
  orders: ['reference-check', 'orders'] as const,
  ordersPage: (filter: ReferenceOrdersFilter) => ['reference-check', 'orders', filter] as const,
  order: (orderId: string) => ['reference-check', 'order', orderId] as const,
  references: (orderId: string) => ['reference-check', 'order', orderId, 'references'] as const,
  report: (orderId: string) => ['reference-check', 'order', orderId, 'report'] as const,
  settings: ['reference-check', 'settings'] as const,
  recipients: ['reference-check', 'recipients'] as const,
};

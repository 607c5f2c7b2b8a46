import { CUSTOMER_MESSAGES } from '@granska/domain';
import type { RouteAccess } from '../../platform/http/access';

/**
 * Who may administer customers and their API keys, and which changes are refused
 * (docs/decisions/customers-admin.md, api-keys.md). Pure rules; the service loads the records.
 */

/** Customer and API-key administration is the provider's admins' work (spec §7, §6). */
export const CUSTOMER_ADMIN_ACCESS = { groups: ['UserAdmin'] } as const satisfies RouteAccess;

/** Users are tied to their customer by number: a customer with users keeps its number. */
export const renumberRefusal = (before: string, after: string, hasUsers: boolean): string | null =>
  before !== after && hasUsers ? CUSTOMER_MESSAGES.custNoLocked : null;

/**
 * A customer with users is not deleted; the admin removes or moves them first. Nor is one with orders:
 * they are what it is billed for, and their jobs' reports are kept by their own rules.
 */
export const deleteRefusal = (hasUsers: boolean, hasOrders = false): string | null =>
  hasUsers ? CUSTOMER_MESSAGES.hasUsers : hasOrders ? CUSTOMER_MESSAGES.hasOrders : null;

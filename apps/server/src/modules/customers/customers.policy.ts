import { CUSTOMER_MESSAGES } from '@granska/domain';

/**
 * Which changes to customers are refused (docs/decisions/customers-admin.md, api-keys.md); who may make
 * them is the contracts' USER_ADMIN_ACCESS (@granska/domain). Pure rules; the service loads the records.
 */

/** Users are tied to their customer by number: a customer with users keeps its number. */
export const renumberRefusal = (before: string, after: string, hasUsers: boolean): string | null =>
  before !== after && hasUsers ? CUSTOMER_MESSAGES.custNoLocked : null;

/**
 * A customer with users is not deleted; the admin removes or moves them first. Nor is one with orders:
 * they are what it is billed for, and their jobs' reports are kept by their own rules.
 */
export const deleteRefusal = (hasUsers: boolean): string | null =>
  hasUsers ? CUSTOMER_MESSAGES.hasUsers : null;

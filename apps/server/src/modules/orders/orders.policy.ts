import { type Group, ORDER_SERVICE_GROUPS, type OrderService } from '@granska/domain';
import { type Caller, isApiKeyCaller } from '../../platform/http/caller';
import type { OrderScope } from './orders.repository';

/**
 * Who may order and see background-check orders (spec §6, issue #5). Pure rules; the service loads
 * the records. The endpoints' access is in their contracts (@granska/domain api/orders.ts); these rules
 * decide per order: never another customer's (such an id answers 404 as an unknown one does).
 */
const SEES_ALL_OF_CUSTOMER: readonly Group[] = ['CustomerAdmin', 'CustomerSuperuser'];

export const mayOrderService = (caller: Caller, service: OrderService): boolean =>
  isApiKeyCaller(caller) || caller.groups.includes(ORDER_SERVICE_GROUPS[service]);

/** The orders of `customerId` that this caller sees. */
export const orderScope = (caller: Caller, customerId: string): OrderScope => {
  if (isApiKeyCaller(caller) || SEES_ALL_OF_CUSTOMER.some((group) => caller.groups.includes(group))) {
    return { customerId };
  }
  return {
    customerId,
    userId: caller.userId,
    asOrderer: caller.groups.includes('BKOrderer'),
    asRecipient: caller.groups.includes('BKRecipient'),
  };
};

/**
 * SCREENING checkpoints beyond the customer's standard (`standardChecked`) need ScreeningExtraServices
 * (spec §6, under BKOrdererScreen); an API key, which orders every service, may choose them too.
 */
export const mayChooseExtraCheckpoints = (caller: Caller): boolean =>
  isApiKeyCaller(caller) || caller.groups.includes('ScreeningExtraServices');

/**
 * A webhook URL is an integration's: only an API key gives one, for a new order or a draft it ordered
 * itself (its webhook secret signs the notices, docs/decisions/orders.md).
 */
export const mayGiveWebhookUrl = (caller: Caller, draft?: { apiKeyId: string | null }): boolean =>
  isApiKeyCaller(caller) && (draft === undefined || draft.apiKeyId === caller.apiKeyId);

/** Whether the caller sees this order (same rules as orderScope, for one row). */
export const maySeeOrder = (
  scope: OrderScope,
  order: { customerId: string; ordererUserId: string | null; recipients: readonly string[] },
): boolean => {
  if (order.customerId !== scope.customerId) return false;
  if (scope.userId === undefined) return true;
  return (
    (scope.asOrderer === true && order.ordererUserId === scope.userId) ||
    (scope.asRecipient === true && order.recipients.includes(scope.userId))
  );
};

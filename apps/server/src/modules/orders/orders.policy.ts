import { type Group, ORDER_SERVICE_GROUPS, type OrderService } from '@granska/domain';
import type { RouteAccess } from '../../platform/http/access';
import { type Caller, isApiKeyCaller } from '../../platform/http/caller';
import type { OrderScope } from './orders.repository';

/**
 * Who may order and see background-check orders (spec §6, issue #5). Pure rules; the service loads
 * the records.
 * - Ordering: a BKOrderer user holding the service's orderer group (BKOrdererCoworker, …), or the
 *   customer's API key (any of the four services); the customer must have 'BackgroundCheck' access.
 * - Reading: the orderer its own orders, a BKRecipient the orders it receives, the customer's
 *   CustomerAdmin/CustomerSuperuser all the customer's orders, an API key all its customer's orders.
 *   Never another customer's: such an id answers 404 as an unknown one does.
 */
export const ORDER_CREATE_ACCESS = { groups: ['BKOrderer'], apiKey: true } as const satisfies RouteAccess;

export const ORDER_READ_ACCESS = {
  groups: ['BKOrderer', 'BKRecipient', 'CustomerAdmin', 'CustomerSuperuser'],
  apiKey: true,
} as const satisfies RouteAccess;

/**
 * Changing an order's recipients (PATCH /orders/{id}): BKChangeRecipient (spec §6), and the caller must
 * also see the order. Not API keys: they hold no groups.
 */
export const ORDER_CHANGE_RECIPIENTS_ACCESS = {
  groups: ['BKChangeRecipient'],
} as const satisfies RouteAccess;

/**
 * The recipients one can choose (GET /order/recipients): whoever chooses them, i.e. orderers (and API
 * keys, which order) and BKChangeRecipient users, who need not be orderers.
 */
export const ORDER_RECIPIENT_OPTIONS_ACCESS = {
  groups: ['BKOrderer', 'BKChangeRecipient'],
  apiKey: true,
} as const satisfies RouteAccess;

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

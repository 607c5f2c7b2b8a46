import {
  type Group,
  isProtectiveSecurityService,
  type JobService,
  type JobState,
  LFD_LIST_STATES,
  LFD_SERVICES,
  type LfdList,
  ORDER_SERVICE_GROUPS,
  ORDER_SERVICES,
  type OrderArea,
  type OrderableService,
  orderAreaOf,
  PS_ORDER_STATUS_STATES,
  PS_SERVICE_GROUPS,
  PS_SERVICES,
} from '@granska/domain';
import { type Caller, isApiKeyCaller } from '../../platform/http/caller';
import type { OrderScope } from './orders.repository';

/**
 * Who may order and see background-check orders (spec §6, issue #5). Pure rules; the service loads
 * the records. The endpoints' access is in their contracts (@granska/domain api/orders.ts); these rules
 * decide per order: never another customer's (such an id answers 404 as an unknown one does).
 */
const SEES_ALL_OF_CUSTOMER: readonly Group[] = ['CustomerAdmin', 'CustomerSuperuser'];

/** Each portal's orderer, recipient and report-download groups (spec §6). */
const AREA_GROUPS = {
  backgroundCheck: { orderer: 'BKOrderer', recipient: 'BKRecipient', download: 'BKDownloadReport' },
  lfd: { orderer: 'LfdOrderer', recipient: 'LfdRecipient', download: 'LfdDownloadReport' },
  protectiveSecurity: { orderer: 'PSOrderer', recipient: 'PSRecipient', download: 'PSDownloadReport' },
} as const satisfies Record<OrderArea, Record<string, Group>>;

const AREA_SERVICES: Record<OrderArea, readonly JobService[]> = {
  backgroundCheck: ORDER_SERVICES,
  lfd: LFD_SERVICES,
  protectiveSecurity: PS_SERVICES,
};

/** The customer's access entry each portal needs (spec §6 "A customer has a service when…"). */
export const AREA_CUSTOMER_ACCESS = {
  backgroundCheck: 'BackgroundCheck',
  lfd: 'LFD',
  protectiveSecurity: 'ProtectiveSecurity',
} as const;

/** API keys order background checks only: LFD is ordered and followed up in the portal. */
export const mayOrderService = (caller: Caller, service: OrderableService): boolean =>
  isApiKeyCaller(caller)
    ? orderAreaOf(service) === 'backgroundCheck'
    : caller.groups.includes(ORDER_SERVICE_GROUPS[service]);

/**
 * Whether the caller may download reports of this service's orders (it must also see the order); SÄK's by
 * service (SecurityScreeningDownloadReport, SCDownloadReport).
 */
export const mayDownloadReport = (caller: Caller, service: JobService): boolean => {
  const area = orderAreaOf(service);
  if (isApiKeyCaller(caller)) return area === 'backgroundCheck';
  return caller.groups.includes(
    isProtectiveSecurityService(service) ? PS_SERVICE_GROUPS[service].download : AREA_GROUPS[area].download,
  );
};

/**
 * The SÄK orders of `customerId` the caller sees: the customer admin all of them; others those of the
 * services they order or receive (PS_SERVICE_GROUPS) that they ordered or receive, and with SCScheduled
 * every scheduled clearance (docs/decisions/protective-security-orders.md).
 */
export const psOrderScope = (caller: Caller, customerId: string, scheduled = false): OrderScope => {
  if (isApiKeyCaller(caller)) return { customerId, services: [] };
  if (SEES_ALL_OF_CUSTOMER.some((group) => caller.groups.includes(group))) {
    return { customerId, services: PS_SERVICES };
  }
  if (scheduled && caller.groups.includes('SCScheduled')) {
    return { customerId, services: ['SECURITY_CLEARANCE'] };
  }
  const services = PS_SERVICES.filter((service) =>
    [PS_SERVICE_GROUPS[service].orderer, PS_SERVICE_GROUPS[service].recipient].some((group) =>
      caller.groups.includes(group),
    ),
  );
  return { customerId, services, userId: caller.userId, asOrderer: true, asRecipient: true };
};

/** The orders of `customerId` in one portal (background checks by default) that this caller sees. */
export const orderScope = (
  caller: Caller,
  customerId: string,
  area: OrderArea = 'backgroundCheck',
): OrderScope => {
  if (area === 'protectiveSecurity') return psOrderScope(caller, customerId);
  const services = AREA_SERVICES[area];
  if (isApiKeyCaller(caller)) {
    return area === 'backgroundCheck' ? { customerId, services } : { customerId, services: [] };
  }
  if (SEES_ALL_OF_CUSTOMER.some((group) => caller.groups.includes(group))) return { customerId, services };
  return {
    customerId,
    services,
    userId: caller.userId,
    asOrderer: caller.groups.includes(AREA_GROUPS[area].orderer),
    asRecipient: caller.groups.includes(AREA_GROUPS[area].recipient),
  };
};

/** The groups that see all of the customer's LFD orders in the archived and scheduled lists. */
const LFD_LIST_GROUPS: Partial<Record<LfdList, Group>> = {
  archived: 'LfdArchived',
  scheduled: 'LfdScheduled',
};

/**
 * The LFD orders a list shows the caller (docs/decisions/lfd.md): the current list the orders the caller
 * sees as orderer, recipient or customer admin; the archived and scheduled lists all of the customer's
 * (LfdArchived, LfdScheduled).
 */
export const lfdListScope = (caller: Caller, customerId: string, list: LfdList): OrderScope => {
  const group = LFD_LIST_GROUPS[list];
  if (group && !isApiKeyCaller(caller) && caller.groups.includes(group)) {
    return { customerId, services: LFD_SERVICES };
  }
  return list === 'current' ? orderScope(caller, customerId, 'lfd') : { customerId, services: [] };
};

/**
 * Whether the caller sees this order: background-check orders by orderScope; an LFD order also through
 * the list its jobs are in (an archived one for LfdArchived, a scheduled one for LfdScheduled).
 */
export const maySeeOrderOfAnyArea = (
  caller: Caller,
  customerId: string,
  order: OrderSeen,
  jobStates: readonly JobState[],
): boolean => {
  const area = orderAreaOf(order.service);
  if (maySeeOrder(orderScope(caller, customerId, area), order)) return true;
  if (area === 'protectiveSecurity') {
    return (
      jobStates.some((state) => (PS_ORDER_STATUS_STATES.scheduled as readonly JobState[]).includes(state)) &&
      maySeeOrder(psOrderScope(caller, customerId, true), order)
    );
  }
  if (area !== 'lfd') return false;
  return (['archived', 'scheduled'] as const).some(
    (list) =>
      jobStates.some((state) => (LFD_LIST_STATES[list] as readonly JobState[]).includes(state)) &&
      maySeeOrder(lfdListScope(caller, customerId, list), order),
  );
};

type OrderSeen = {
  customerId: string;
  service: JobService;
  ordererUserId: string | null;
  recipients: readonly string[];
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
export const maySeeOrder = (scope: OrderScope, order: OrderSeen): boolean => {
  if (order.customerId !== scope.customerId) return false;
  if (!scope.services.includes(order.service)) return false;
  if (scope.userId === undefined) return true;
  return (
    (scope.asOrderer === true && order.ordererUserId === scope.userId) ||
    (scope.asRecipient === true && order.recipients.includes(scope.userId))
  );
};

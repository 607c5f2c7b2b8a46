import type { LfdList } from '@granska/domain';

/** The portal's addresses (spec §2 `lfd`), for links and navigation inside the feature. */
export const PORTAL_PATH = '/lfd';
export const NEW_ORDER_PATH = `${PORTAL_PATH}/new`;
export const orderPath = (orderId: string) => `${PORTAL_PATH}/orders/${encodeURIComponent(orderId)}`;

/** Each list is a page of its own: current at the portal itself, archived and scheduled below it. */
export const LIST_PATHS: Readonly<Record<LfdList, string>> = {
  current: PORTAL_PATH,
  archived: `${PORTAL_PATH}/archived`,
  scheduled: `${PORTAL_PATH}/scheduled`,
};

/** The lists in the order the portal offers them; a user lands on the first it may see. */
export const LFD_LIST_ORDER: readonly LfdList[] = ['current', 'archived', 'scheduled'];

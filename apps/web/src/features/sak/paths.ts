import { PS_RENEWALS_PAGE_PATH } from '@granska/domain';

/** The portal's addresses (spec §2 `sak`), for links and navigation inside the feature. */
export const PORTAL_PATH = '/sak';
export const NEW_PERSON_PATH = `${PORTAL_PATH}/persons/new`;
export const TAGS_PATH = `${PORTAL_PATH}/tags`;
export const IMPORT_PATH = `${PORTAL_PATH}/import`;
export const personPath = (id: string) => `${PORTAL_PATH}/persons/${encodeURIComponent(id)}`;
export const ORDERS_PATH = `${PORTAL_PATH}/orders`;
/** The order form for a person card, with a service chosen beforehand (`?service=`). */
export const newOrderPath = (personId: string, service?: string) =>
  `${personPath(personId)}/order${service ? `?service=${encodeURIComponent(service)}` : ''}`;
export const RENEWALS_PATH = PS_RENEWALS_PAGE_PATH;
/** The card's order form with a security clearance chosen: one click to renew a clearance. */
export const renewalOrderPath = (id: string) => `${personPath(id)}/order?service=SECURITY_CLEARANCE`;

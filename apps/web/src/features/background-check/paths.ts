import { backgroundCheckOrderPath } from '@granska/domain';

/** The portal's addresses (spec §2 `background-check`), for links and navigation inside the feature. */
export const PORTAL_PATH = '/background-check';
export const NEW_ORDER_PATH = `${PORTAL_PATH}/new`;
export const orderPath = backgroundCheckOrderPath;
export const editOrderPath = (orderId: string) => `${orderPath(orderId)}/edit`;

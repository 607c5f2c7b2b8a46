import { PortalRoutes } from '../../components/portal-page/portal-routes';
import { EditOrderPage, NewOrderPage } from './components/order-form-page';
import { OrdersPage } from './components/orders-page';
import { ReferenceCheckNav } from './components/reference-check-nav';
import { PORTAL_PATH } from './paths';

/**
 * The customer's reference-check portal (spec §2 `reference-check`, ServiceReferenceCheck):
 * the orders at the portal itself, the order form (docs/decisions/web-reference-check.md).
 */
export const ReferenceCheckPortal = () => (
  <PortalRoutes
    titleKey="referenceCheck.title"
    home={PORTAL_PATH}
    pages={{
      '': <OrdersPage />,
      new: <NewOrderPage />,
      'orders/:orderId/edit': <EditOrderPage />,
    }}
  >
    <ReferenceCheckNav />
  </PortalRoutes>
);

import { PortalRoutes } from '../../components/portal-page/portal-routes';
import { OrderDetailsPage } from './components/order-details-page';
import { EditOrderPage, NewOrderPage } from './components/order-form-page';
import { OrdersPage } from './components/orders-page';
import { PORTAL_PATH } from './paths';

/**
 * The customer's background-check portal (spec §2 `background-check`, ServiceBackgroundCheck): the
 * orders list at the portal itself, the order form, and one order's page.
 */
export const BackgroundCheckPortal = () => (
  <PortalRoutes
    titleKey="backgroundCheck.title"
    home={PORTAL_PATH}
    pages={{
      '': <OrdersPage />,
      new: <NewOrderPage />,
      'orders/:orderId': <OrderDetailsPage />,
      'orders/:orderId/edit': <EditOrderPage />,
    }}
  />
);

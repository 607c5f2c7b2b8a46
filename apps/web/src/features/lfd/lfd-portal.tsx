import { PortalRoutes } from '../../components/portal-page/portal-routes';
import { LfdListPage } from './components/lfd-list-page';
import { LfdNav } from './components/lfd-nav';
import { NewLfdOrderPage } from './components/lfd-order-form-page';
import { LfdOrderPage } from './components/lfd-order-page';
import { PORTAL_PATH } from './paths';

/**
 * The customer's LFD portal (spec §2 `lfd`, ServiceLfd): the current, archived and scheduled lists,
 * the prescreen order form and one order's page, each offered by the user's Lfd* groups.
 */
export const LfdPortal = () => (
  <PortalRoutes
    titleKey="lfd.title"
    home={PORTAL_PATH}
    pages={{
      '': <LfdListPage list="current" />,
      archived: <LfdListPage list="archived" />,
      scheduled: <LfdListPage list="scheduled" />,
      new: <NewLfdOrderPage />,
      'orders/:orderId': <LfdOrderPage />,
    }}
  >
    <LfdNav />
  </PortalRoutes>
);

import { PortalRoutes } from '../../components/portal-page/portal-routes';
import { ImportPage } from './components/import-page';
import { NewPersonPage } from './components/new-person-page';
import { OrderPage } from './components/order-page';
import { OrdersPage } from './components/orders-page';
import { PersonPage } from './components/person-page';
import { RegisterPage } from './components/register-page';
import { RenewalsPage } from './components/renewals/renewals-page';
import { SakNav } from './components/sak-nav';
import { TagsPage } from './components/tags-page';
import { PORTAL_PATH } from './paths';

/**
 * The customer's protective-security portal (spec §2 `sak`, ServiceProtectiveSecurity): the person
 * register, a person card and its orders, the orders list, a new person, the tags, the import and the
 * renewals, each offered by the user's groups.
 */
export const SakPortal = () => (
  <PortalRoutes
    titleKey="sak.title"
    home={PORTAL_PATH}
    pages={{
      '': <RegisterPage />,
      'persons/new': <NewPersonPage />,
      'persons/:id': <PersonPage />,
      'persons/:id/order': <OrderPage />,
      orders: <OrdersPage />,
      tags: <TagsPage />,
      import: <ImportPage />,
      renewals: <RenewalsPage />,
    }}
  >
    <SakNav />
  </PortalRoutes>
);

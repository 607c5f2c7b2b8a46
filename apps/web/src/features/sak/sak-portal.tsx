import { PortalRoutes } from '../../components/portal-page/portal-routes';
import { ImportPage } from './components/import-page';
import { NewPersonPage } from './components/new-person-page';
import { PersonPage } from './components/person-page';
import { RegisterPage } from './components/register-page';
import { RenewalsPage } from './components/renewals/renewals-page';
import { SakNav } from './components/sak-nav';
import { TagsPage } from './components/tags-page';
import { PORTAL_PATH } from './paths';

/**
 * The customer's protective-security portal (spec §2 `sak`, ServiceProtectiveSecurity): the person
 * register, a person card, a new person and the tags, each offered by the user's groups.
 */
export const SakPortal = () => (
  <PortalRoutes
    titleKey="sak.title"
    home={PORTAL_PATH}
    pages={{
      '': <RegisterPage />,
      'persons/new': <NewPersonPage />,
      'persons/:id': <PersonPage />,
      tags: <TagsPage />,
      import: <ImportPage />,
      renewals: <RenewalsPage />,
    }}
  >
    <SakNav />
  </PortalRoutes>
);

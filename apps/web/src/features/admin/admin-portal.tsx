import { PortalRoutes } from '../../components/portal-page/portal-routes';
import { AdminNav } from './components/admin-nav';
import { ApiKeysPage } from './components/api-keys/api-keys-page';
import { BillingPage } from './components/billing-page';
import { CustomerEditorPage } from './components/customers/customer-editor-page';
import { CustomersPage } from './components/customers/customers-page';
import { FailedJobsPage } from './components/failed-jobs/failed-jobs-page';
import {
  EditPublicQuestionnairePage,
  NewPublicQuestionnairePage,
} from './components/questionnaires/public-questionnaire-editor-page';
import { PublicQuestionnairesPage } from './components/questionnaires/public-questionnaires-page';
import { UsersPage } from './components/users/users-page';

/**
 * The admin portal (spec §2, UserAdmin): users at /admin itself (the landing page stays /admin),
 * customers, API keys, billing, failed background jobs and the public questionnaire templates of the
 * reference checks on sub-paths.
 */
export const AdminPortal = () => (
  <PortalRoutes
    titleKey="admin.title"
    home="/admin"
    pages={{
      '': <UsersPage />,
      customers: <CustomersPage />,
      'customers/new': <CustomerEditorPage />,
      'customers/:customerId': <CustomerEditorPage />,
      'api-keys': <ApiKeysPage />,
      billing: <BillingPage />,
      'failed-jobs': <FailedJobsPage />,
      questionnaires: <PublicQuestionnairesPage />,
      'questionnaires/new': <NewPublicQuestionnairePage />,
      'questionnaires/:surveyId': <EditPublicQuestionnairePage />,
    }}
  >
    <AdminNav />
  </PortalRoutes>
);

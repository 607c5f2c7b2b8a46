import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { PortalPage } from '../../components/portal-page/portal-page';
import { AdminNav } from './components/admin-nav';
import { ApiKeysPage } from './components/api-keys/api-keys-page';
import { BillingPage } from './components/billing-page';
import { CustomerEditorPage } from './components/customers/customer-editor-page';
import { CustomersPage } from './components/customers/customers-page';
import { FailedJobsPage } from './components/failed-jobs/failed-jobs-page';
import { UsersPage } from './components/users/users-page';

/**
 * The admin portal (spec §2, UserAdmin): users at /admin itself (the landing page stays /admin),
 * customers, API keys, billing and failed background jobs on sub-paths.
 */
export const AdminPortal = () => {
  const { t } = useTranslation();
  return (
    <PortalPage title={t('admin.title')}>
      <AdminNav />
      <Routes>
        <Route index element={<UsersPage />} />
        <Route path="customers" element={<CustomersPage />} />
        <Route path="customers/new" element={<CustomerEditorPage />} />
        <Route path="customers/:customerId" element={<CustomerEditorPage />} />
        <Route path="api-keys" element={<ApiKeysPage />} />
        <Route path="billing" element={<BillingPage />} />
        <Route path="failed-jobs" element={<FailedJobsPage />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </PortalPage>
  );
};

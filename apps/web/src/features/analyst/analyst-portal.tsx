import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { PortalPage } from '../../components/portal-page/portal-page';
import { SecurityPolicyGate } from '../../components/security-policy';
import { JobWorkspacePage } from './components/job-workspace-page';
import { MyJobsPage } from './components/my-jobs-page';
import { PORTAL_PATH } from './paths';

/**
 * The analyst portal (spec §2 `analyst`, Analyst): 'Mina jobb' at the portal itself and one job's
 * workspace at `jobs/:jobId`; anything else goes back to the list. All of it behind the security policy.
 */
export const AnalystPortal = () => {
  const { t } = useTranslation();
  return (
    <PortalPage title={t('analyst.title')}>
      {/* The list shows names too, so the whole portal waits for the policy (staff-jobs.md). */}
      <SecurityPolicyGate>
        <Routes>
          <Route index element={<MyJobsPage />} />
          <Route path="jobs/:jobId" element={<JobWorkspacePage />} />
          <Route path="*" element={<Navigate to={PORTAL_PATH} replace />} />
        </Routes>
      </SecurityPolicyGate>
    </PortalPage>
  );
};

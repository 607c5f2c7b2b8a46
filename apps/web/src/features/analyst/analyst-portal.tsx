import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { PortalPage } from '../../components/portal-page/portal-page';
import { JobWorkspacePage } from './components/job-workspace-page';
import { MyJobsPage } from './components/my-jobs-page';
import { PORTAL_PATH } from './paths';

/**
 * The analyst portal (spec §2 `analyst`, Analyst): 'Mina jobb' at the portal itself and one job's
 * workspace at `jobs/:jobId`; anything else goes back to the list.
 */
export const AnalystPortal = () => {
  const { t } = useTranslation();
  return (
    <PortalPage title={t('analyst.title')}>
      <Routes>
        <Route index element={<MyJobsPage />} />
        <Route path="jobs/:jobId" element={<JobWorkspacePage />} />
        <Route path="*" element={<Navigate to={PORTAL_PATH} replace />} />
      </Routes>
    </PortalPage>
  );
};

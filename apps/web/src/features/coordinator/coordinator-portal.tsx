import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { PortalPage } from '../../components/portal-page/portal-page';
import { SecurityPolicyGate } from '../../components/security-policy';
import { JobPage } from './components/job-page';
import { QueuesPage } from './components/queues-page';
import { PORTAL_PATH } from './paths';

/**
 * The coordinator portal (spec §2 `coordinator`, Coordinator and SPICoordinator): the work queues at
 * the portal itself and one job's page. Both show person data (names, masked numbers; the opened job
 * in full), so both sit behind the security policy (docs/decisions/web-coordinator.md).
 */
export const CoordinatorPortal = () => {
  const { t } = useTranslation();
  return (
    <PortalPage title={t('coordinator.title')}>
      <SecurityPolicyGate>
        <Routes>
          <Route index element={<QueuesPage />} />
          <Route path="jobs/:jobId" element={<JobPage />} />
          <Route path="*" element={<Navigate to={PORTAL_PATH} replace />} />
        </Routes>
      </SecurityPolicyGate>
    </PortalPage>
  );
};

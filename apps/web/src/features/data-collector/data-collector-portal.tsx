import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { PortalPage } from '../../components/portal-page/portal-page';
import { QueuePage } from './components/queue-page';
import { RecordPage } from './components/record-page';
import { PORTAL_PATH } from './paths';

/**
 * The data collector's portal (spec §2 `data-collector`, DataCollector; its header link is
 * 'Inmatningskö'): the queue at the portal itself and one record below it.
 */
export const DataCollectorPortal = () => {
  const { t } = useTranslation();
  return (
    <PortalPage title={t('dataCollector.title')}>
      <Routes>
        <Route index element={<QueuePage />} />
        <Route path=":recordId" element={<RecordPage />} />
        <Route path="*" element={<Navigate to={PORTAL_PATH} replace />} />
      </Routes>
    </PortalPage>
  );
};

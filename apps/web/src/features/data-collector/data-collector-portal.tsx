import { useTranslation } from 'react-i18next';
import { PortalPage } from '../../components/portal-page/portal-page';

export const DataCollectorPortal = () => {
  const { t } = useTranslation();
  return <PortalPage title={t('dataCollector.title')} />;
};

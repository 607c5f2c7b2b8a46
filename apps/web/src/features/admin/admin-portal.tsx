import { useTranslation } from 'react-i18next';
import { PortalPage } from '../../components/portal-page/portal-page';

export const AdminPortal = () => {
  const { t } = useTranslation();
  return <PortalPage title={t('admin.title')} />;
};

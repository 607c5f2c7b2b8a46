import { useTranslation } from 'react-i18next';
import { PortalPage } from '../../components/portal-page/portal-page';

export const SakPortal = () => {
  const { t } = useTranslation();
  return <PortalPage title={t('sak.title')} />;
};

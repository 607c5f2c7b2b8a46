import { useTranslation } from 'react-i18next';
import { PortalPage } from '../../components/portal-page/portal-page';

export const ReferenceCheckPortal = () => {
  const { t } = useTranslation();
  return <PortalPage title={t('referenceCheck.title')} />;
};

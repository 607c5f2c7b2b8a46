import { useTranslation } from 'react-i18next';
import { SectionNav } from '../../../components/portal-page/section-nav';

const SECTIONS = [
  { to: '/customer-admin', key: 'users', end: true },
  { to: '/customer-admin/deletion-certificates', key: 'deletionCertificates', end: false },
] as const;

/** The customer admin's sections as links, each a page with its own address. */
export const CustomerAdminNav = () => {
  const { t } = useTranslation();
  return (
    <SectionNav
      label={t('customerAdmin.nav.label')}
      sections={SECTIONS.map(({ to, key, end }) => ({ to, end, label: t(`customerAdmin.nav.${key}`) }))}
    />
  );
};

import { useTranslation } from 'react-i18next';
import { SectionNav } from '../../../components/portal-page/section-nav';

const SECTIONS = [
  { to: '/admin', key: 'users', end: true },
  { to: '/admin/customers', key: 'customers', end: false },
  { to: '/admin/api-keys', key: 'apiKeys', end: false },
  { to: '/admin/billing', key: 'billing', end: false },
  { to: '/admin/failed-jobs', key: 'failedJobs', end: false },
  { to: '/admin/questionnaires', key: 'questionnaires', end: false },
] as const;

/** The admin portal's sections as links, each a page with its own address. */
export const AdminNav = () => {
  const { t } = useTranslation();
  return (
    <SectionNav
      label={t('admin.nav.label')}
      sections={SECTIONS.map(({ to, key, end }) => ({ to, end, label: t(`admin.nav.${key}`) }))}
    />
  );
};

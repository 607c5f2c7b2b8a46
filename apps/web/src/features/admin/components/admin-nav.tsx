import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';

const SECTIONS = [
  { to: '/admin', key: 'users', end: true },
  { to: '/admin/customers', key: 'customers', end: false },
  { to: '/admin/api-keys', key: 'apiKeys', end: false },
  { to: '/admin/billing', key: 'billing', end: false },
  { to: '/admin/failed-jobs', key: 'failedJobs', end: false },
] as const;

const isCurrent = (pathname: string, section: (typeof SECTIONS)[number]): boolean => {
  const path = pathname.replace(/\/+$/, '');
  return section.end ? path === section.to : path === section.to || path.startsWith(`${section.to}/`);
};

/**
 * The admin portal's sections as links: each is a page with its own address (React Router's NavLink
 * sets aria-current="page" on the current one).
 */
export const AdminNav = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={t('admin.nav.label')} gap="xs" mb="lg">
      {SECTIONS.map((section) => (
        <Button
          key={section.to}
          component={NavLink}
          to={section.to}
          end={section.end}
          variant={isCurrent(pathname, section) ? 'light' : 'subtle'}
        >
          {t(`admin.nav.${section.key}`)}
        </Button>
      ))}
    </Group>
  );
};

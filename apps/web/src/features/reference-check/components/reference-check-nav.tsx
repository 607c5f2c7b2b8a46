import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { NEW_ORDER_PATH, PORTAL_PATH, QUESTIONNAIRES_PATH, SETTINGS_PATH } from '../paths';
import { type ReferenceCheckRights, useReferenceCheckRights } from '../rights';

interface Section {
  to: string;
  key: string;
  /** Current only on its own address (the list), not below it. */
  end: boolean;
  shown: (rights: ReferenceCheckRights) => boolean;
}

const SECTIONS: readonly Section[] = [
  { to: PORTAL_PATH, key: 'orders', end: true, shown: (rights) => rights.read },
  { to: NEW_ORDER_PATH, key: 'newOrder', end: true, shown: (rights) => rights.order },
  {
    to: QUESTIONNAIRES_PATH,
    key: 'questionnaires',
    end: false,
    shown: (rights) => rights.editQuestionnaires,
  },
  { to: SETTINGS_PATH, key: 'settings', end: true, shown: (rights) => rights.settings },
];

const isCurrent = (pathname: string, section: Section): boolean => {
  const path = pathname.replace(/\/+$/, '');
  if (section.to === PORTAL_PATH) return path === PORTAL_PATH || path.startsWith(`${PORTAL_PATH}/orders/`);
  return section.end ? path === section.to : path === section.to || path.startsWith(`${section.to}/`);
};

/**
 * The portal's sections as links, only those the user may use (the contracts' access): the orders,
 * a new order, the questionnaire templates and the customer's settings. The link of the page shown
 * carries aria-current="page" (NavLink); an order's page lights up 'Beställningar'.
 */
export const ReferenceCheckNav = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rights = useReferenceCheckRights();
  const sections = SECTIONS.filter((section) => section.shown(rights));
  if (sections.length < 2) return null;
  return (
    <Group component="nav" aria-label={t('referenceCheck.nav.label')} gap="xs" mb="lg">
      {sections.map((section) => (
        <Button
          key={section.to}
          component={NavLink}
          to={section.to}
          end={section.end}
          variant={isCurrent(pathname, section) ? 'light' : 'subtle'}
        >
          {t(`referenceCheck.nav.${section.key}`)}
        </Button>
      ))}
    </Group>
  );
};

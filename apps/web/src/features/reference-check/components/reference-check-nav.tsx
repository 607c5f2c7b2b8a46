import { useTranslation } from 'react-i18next';
import { SectionNav } from '../../../components/portal-page/section-nav';
import { NEW_ORDER_PATH, PORTAL_PATH, QUESTIONNAIRES_PATH, SETTINGS_PATH } from '../paths';
import { type ReferenceCheckRights, useReferenceCheckRights } from '../rights';

interface Section {
  to: string;
  key: string;
  /** Current only on its own address (the list), not below it. */
  end: boolean;
  shown: (rights: ReferenceCheckRights) => boolean;
  alsoCurrent?: (path: string) => boolean;
}

const SECTIONS: readonly Section[] = [
  {
    to: PORTAL_PATH,
    key: 'orders',
    end: true,
    shown: (rights) => rights.read,
    alsoCurrent: (path) => path.startsWith(`${PORTAL_PATH}/orders/`),
  },
  { to: NEW_ORDER_PATH, key: 'newOrder', end: true, shown: (rights) => rights.order },
  {
    to: QUESTIONNAIRES_PATH,
    key: 'questionnaires',
    end: false,
    shown: (rights) => rights.editQuestionnaires,
  },
  { to: SETTINGS_PATH, key: 'settings', end: true, shown: (rights) => rights.settings },
];

/**
 * The portal's sections as links, only those the user may use (the contracts' access): the orders,
 * a new order, the questionnaire templates and the customer's settings. The link of the page shown
 * carries aria-current="page" (NavLink); an order's page lights up 'Beställningar'.
 */
export const ReferenceCheckNav = () => {
  const { t } = useTranslation();
  const rights = useReferenceCheckRights();
  const sections = SECTIONS.filter((section) => section.shown(rights));
  if (sections.length < 2) return null;
  return (
    <SectionNav
      label={t('referenceCheck.nav.label')}
      sections={sections.map(({ to, key, end, alsoCurrent }) => ({
        to,
        end,
        label: t(`referenceCheck.nav.${key}`),
        ...(alsoCurrent ? { alsoCurrent } : {}),
      }))}
    />
  );
};

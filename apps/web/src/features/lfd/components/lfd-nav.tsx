import { useTranslation } from 'react-i18next';
import { SectionNav } from '../../../components/portal-page/section-nav';
import { LIST_PATHS, NEW_ORDER_PATH, PORTAL_PATH } from '../paths';
import { type LfdRights, useLfdRights } from '../rights';

interface Section {
  to: string;
  key: string;
  shown: (rights: LfdRights) => boolean;
  alsoCurrent?: (path: string) => boolean;
}

const SECTIONS: readonly Section[] = [
  {
    to: LIST_PATHS.current,
    key: 'current',
    shown: (rights) => rights.lists.current,
    alsoCurrent: (path) => path.startsWith(`${PORTAL_PATH}/orders/`),
  },
  { to: LIST_PATHS.archived, key: 'archived', shown: (rights) => rights.lists.archived },
  { to: LIST_PATHS.scheduled, key: 'scheduled', shown: (rights) => rights.lists.scheduled },
  { to: NEW_ORDER_PATH, key: 'newOrder', shown: (rights) => rights.order },
];

/**
 * The portal's pages as links, only those the user's Lfd* groups allow: Aktuella, Arkiverade,
 * Schemalagda and a new prescreen. The page shown carries aria-current="page".
 */
export const LfdNav = () => {
  const { t } = useTranslation();
  const rights = useLfdRights();
  const sections = SECTIONS.filter((section) => section.shown(rights));
  if (sections.length < 2) return null;
  return (
    <SectionNav
      label={t('lfd.nav.label')}
      sections={sections.map(({ to, key, alsoCurrent }) => ({
        to,
        end: true,
        label: t(`lfd.nav.${key}`),
        ...(alsoCurrent ? { alsoCurrent } : {}),
      }))}
    />
  );
};

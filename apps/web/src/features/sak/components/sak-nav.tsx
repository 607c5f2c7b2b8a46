import { useTranslation } from 'react-i18next';
import { SectionNav } from '../../../components/portal-page/section-nav';
import { IMPORT_PATH, NEW_PERSON_PATH, ORDERS_PATH, PORTAL_PATH, RENEWALS_PATH, TAGS_PATH } from '../paths';
import { useSakRights } from '../rights';

/** The register, the tags and a new person, as the user's groups allow. */
export const SakNav = () => {
  const { t } = useTranslation();
  const rights = useSakRights();
  const sections = [
    rights.register && {
      to: PORTAL_PATH,
      end: true,
      label: t('sak.nav.register'),
      alsoCurrent: (path: string) => path.startsWith(`${PORTAL_PATH}/persons/`) && path !== NEW_PERSON_PATH,
    },
    rights.orders && { to: ORDERS_PATH, end: true, label: t('sak.nav.orders') },
    rights.seeTags && { to: TAGS_PATH, end: true, label: t('sak.nav.tags') },
    rights.renewals && { to: RENEWALS_PATH, end: true, label: t('sak.nav.renewals') },
    rights.createPerson && { to: NEW_PERSON_PATH, end: true, label: t('sak.nav.newPerson') },
    rights.importPersons && { to: IMPORT_PATH, end: true, label: t('sak.nav.import') },
  ].filter((section) => section !== false);
  if (sections.length < 2) return null;
  return <SectionNav label={t('sak.nav.label')} sections={sections} />;
};

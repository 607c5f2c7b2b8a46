import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackLinkSection } from '../../../components/page-title/back-link-section';
import { useCreatePerson } from '../api/sak-api';
import { PORTAL_PATH, personPath } from '../paths';
import { useSakRights } from '../rights';
import { PersonForm } from './person-form';

/** `sak/persons/new` (PSCreatePerson): a new card, then its page. */
export const NewPersonPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rights = useSakRights();
  const create = useCreatePerson();
  return (
    <BackLinkSection title={t('sak.newPerson.title')} back={PORTAL_PATH} backLabel={t('sak.back')}>
      {rights.createPerson ? (
        <PersonForm
          label={t('sak.newPerson.title')}
          submitLabel={t('sak.newPerson.submit')}
          saving={create.isPending}
          error={create.error}
          onCancel={() => navigate(PORTAL_PATH)}
          onSubmit={(input, refused) =>
            create.mutate(input, {
              onSuccess: (card) => navigate(personPath(card.id), { state: { created: true } }),
              onError: refused,
            })
          }
        />
      ) : (
        <Text>{t('sak.newPerson.noAccess')}</Text>
      )}
    </BackLinkSection>
  );
};

import { GENDER_LABELS, type Gender } from '@granska/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import { Fact } from './facts';

export interface PersonFactsProps {
  person: {
    /** Left out where the card's title already names the person. */
    name?: string | null;
    SSN: string;
    email: string;
    phone: string;
    gender?: Gender | null;
    ageGroup?: string | null;
  };
  /** Shows gender and age group (the customer's and the analyst's view; the coordinator's has none). */
  withProfile?: boolean;
}

/** The person checked: name, personal number, e-mail, mobile, and gender and age group when asked. */
export const PersonFacts = ({ person, withProfile = false }: PersonFactsProps) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const none = t('job.none');
  return (
    <>
      {person.name !== undefined && <Fact label={t('job.person.name')}>{person.name || none}</Fact>}
      <Fact label={t('job.person.ssn')}>{person.SSN || none}</Fact>
      <Fact label={t('job.person.email')}>{person.email || none}</Fact>
      <Fact label={t('job.person.phone')}>{person.phone || none}</Fact>
      {withProfile && (
        <>
          <Fact label={t('job.person.gender')}>
            {person.gender ? GENDER_LABELS[person.gender][language] : none}
          </Fact>
          <Fact label={t('job.person.ageGroup')}>{person.ageGroup || none}</Fact>
        </>
      )}
    </>
  );
};

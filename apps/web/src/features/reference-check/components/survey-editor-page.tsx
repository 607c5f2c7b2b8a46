import type { Survey } from '@granska/domain';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import {
  EditQuestionnairePage,
  NewQuestionnairePage,
  ReadOnlySurvey,
} from '../../../components/questionnaire';
import { CUSTOMER_QUESTIONNAIRES, QUESTIONNAIRES_PATH } from '../paths';
import { useReferenceCheckRights } from '../rights';

/** A public template, as a customer sees it: marked, its questions read-only. */
const PublicSurvey = ({ survey }: { survey: Survey }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="gray" title={t('referenceCheck.surveys.readOnly')}>
        {t('referenceCheck.surveys.readOnlyHint')}
      </Alert>
      <ReadOnlySurvey survey={survey} />
    </Stack>
  );
};

/** `reference-check/questionnaires/new`: a new template. */
export const NewSurveyPage = () => {
  const rights = useReferenceCheckRights();
  if (!rights.editQuestionnaires) return <Navigate to={QUESTIONNAIRES_PATH} replace />;
  return <NewQuestionnairePage portal={CUSTOMER_QUESTIONNAIRES} />;
};

/**
 * `reference-check/questionnaires/:surveyId`: one of the customer's templates in the builder, or a
 * public one read-only.
 */
export const EditSurveyPage = () => {
  const rights = useReferenceCheckRights();
  if (!rights.editQuestionnaires) return <Navigate to={QUESTIONNAIRES_PATH} replace />;
  return (
    <EditQuestionnairePage
      portal={CUSTOMER_QUESTIONNAIRES}
      readOnly={(survey) => (survey.publicSurvey ? <PublicSurvey survey={survey} /> : null)}
    />
  );
};

import type { Survey } from '@granska/domain';
import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { SuccessModal } from '../../../components/modals';
import { PageHeading } from '../../../components/page-title/page-heading';
import { ReadOnlySurvey, SurveyForm, useSurvey } from '../../../components/questionnaire';
import { QUESTIONNAIRES_PATH } from '../paths';
import { useReferenceCheckRights } from '../rights';

const Frame = ({ title, children }: { title: string; children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-label={title} gap="md">
      <Anchor component={Link} to={QUESTIONNAIRES_PATH} size="sm">
        {t('referenceCheck.surveys.back')}
      </Anchor>
      <PageHeading>{title}</PageHeading>
      {children}
    </Stack>
  );
};

/** After a save: the success dialog, then the list of templates. */
const useSaved = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  return {
    onSaved: () => setSaved(true),
    dialog: (
      <SuccessModal
        opened={saved}
        title={t('referenceCheck.surveys.saved')}
        onClose={() => navigate(QUESTIONNAIRES_PATH)}
      />
    ),
  };
};

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
  const { t } = useTranslation();
  const rights = useReferenceCheckRights();
  const navigate = useNavigate();
  const saved = useSaved();
  if (!rights.editQuestionnaires) return <Navigate to={QUESTIONNAIRES_PATH} replace />;
  return (
    <Frame title={t('referenceCheck.surveys.newTitle')}>
      <SurveyForm onSaved={saved.onSaved} onCancel={() => navigate(QUESTIONNAIRES_PATH)} />
      {saved.dialog}
    </Frame>
  );
};

/**
 * `reference-check/questionnaires/:surveyId`: one of the customer's templates in the builder, or a
 * public one read-only.
 */
export const EditSurveyPage = () => {
  const { t } = useTranslation();
  const { surveyId = '' } = useParams();
  const rights = useReferenceCheckRights();
  const navigate = useNavigate();
  const survey = useSurvey(surveyId, { enabled: rights.editQuestionnaires });
  const saved = useSaved();
  if (!rights.editQuestionnaires) return <Navigate to={QUESTIONNAIRES_PATH} replace />;

  const title = survey.data?.title || t('referenceCheck.surveys.untitled');
  const content = () => {
    if (survey.isPending) return <Loader size="sm" aria-label={t('referenceCheck.surveys.loading')} />;
    if (survey.isError) return <ApiErrorAlert error={survey.error} />;
    if (survey.data.publicSurvey) return <PublicSurvey survey={survey.data} />;
    return (
      <SurveyForm
        survey={{ ...survey.data, id: surveyId }}
        onSaved={saved.onSaved}
        onCancel={() => navigate(QUESTIONNAIRES_PATH)}
      />
    );
  };

  return (
    <Frame title={survey.data ? title : t('referenceCheck.surveys.editTitle')}>
      {content()}
      {saved.dialog}
    </Frame>
  );
};

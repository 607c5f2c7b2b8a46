import { Anchor, Loader, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../../components/api-error-alert/api-error-alert';
import { SuccessModal } from '../../../../components/modals';
import { PageHeading } from '../../../../components/page-title/page-heading';
import { SurveyForm, useSurvey } from '../../../../components/questionnaire';
import { QUESTIONNAIRES_PATH } from './paths';

const Frame = ({ title, children }: { title: string; children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-label={title} gap="md">
      <Anchor component={Link} to={QUESTIONNAIRES_PATH} size="sm">
        {t('admin.questionnaires.back')}
      </Anchor>
      <PageHeading>{title}</PageHeading>
      {children}
    </Stack>
  );
};

/** After a save: the success dialog, then the list of public templates. */
const useSaved = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  return {
    onSaved: () => setSaved(true),
    dialog: (
      <SuccessModal
        opened={saved}
        title={t('admin.questionnaires.saved')}
        onClose={() => navigate(QUESTIONNAIRES_PATH)}
      />
    ),
  };
};

/** `/admin/questionnaires/new`: a new public template. */
export const NewPublicQuestionnairePage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saved = useSaved();
  return (
    <Frame title={t('admin.questionnaires.newTitle')}>
      <SurveyForm publicSurvey onSaved={saved.onSaved} onCancel={() => navigate(QUESTIONNAIRES_PATH)} />
      {saved.dialog}
    </Frame>
  );
};

/** `/admin/questionnaires/:surveyId`: a public template in the builder. */
export const EditPublicQuestionnairePage = () => {
  const { t } = useTranslation();
  const { surveyId = '' } = useParams();
  const navigate = useNavigate();
  const survey = useSurvey(surveyId, { enabled: true });
  const saved = useSaved();

  const content = () => {
    if (survey.isPending) return <Loader size="sm" aria-label={t('admin.questionnaires.loading')} />;
    if (survey.isError) return <ApiErrorAlert error={survey.error} />;
    return (
      <SurveyForm
        survey={{ ...survey.data, id: surveyId }}
        onSaved={saved.onSaved}
        onCancel={() => navigate(QUESTIONNAIRES_PATH)}
      />
    );
  };

  return (
    <Frame
      title={
        survey.data
          ? survey.data.title || t('admin.questionnaires.untitled')
          : t('admin.questionnaires.editTitle')
      }
    >
      {content()}
      {saved.dialog}
    </Frame>
  );
};

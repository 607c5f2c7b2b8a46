import type { Survey } from '@granska/domain';
import { Anchor, Loader, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '../api-error-alert/api-error-alert';
import { SuccessModal } from '../modals';
import { PageHeading } from '../page-title/page-heading';
import { SurveyForm } from './survey-form';
import { useSurvey } from './surveys-api';

/**
 * What a portal's template pages differ in: where its list is, and the prefix of its texts (`back`,
 * `saved`, `newTitle`, `editTitle`, `untitled`, `loading`).
 */
export interface QuestionnairePortal {
  listPath: string;
  texts: string;
}

const Frame = ({
  portal,
  title,
  children,
}: {
  portal: QuestionnairePortal;
  title: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-label={title} gap="md">
      <Anchor component={Link} to={portal.listPath} size="sm">
        {t(`${portal.texts}.back`)}
      </Anchor>
      <PageHeading>{title}</PageHeading>
      {children}
    </Stack>
  );
};

/** After a save: the success dialog, then the list. */
const useSaved = (portal: QuestionnairePortal) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  return {
    onSaved: () => setSaved(true),
    dialog: (
      <SuccessModal
        opened={saved}
        title={t(`${portal.texts}.saved`)}
        onClose={() => navigate(portal.listPath)}
      />
    ),
  };
};

/** A new template in the builder; `publicSurvey` for one every customer is offered. */
export const NewQuestionnairePage = ({
  portal,
  publicSurvey,
}: {
  portal: QuestionnairePortal;
  publicSurvey?: boolean;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saved = useSaved(portal);
  return (
    <Frame portal={portal} title={t(`${portal.texts}.newTitle`)}>
      <SurveyForm
        publicSurvey={publicSurvey}
        onSaved={saved.onSaved}
        onCancel={() => navigate(portal.listPath)}
      />
      {saved.dialog}
    </Frame>
  );
};

/**
 * The template of the address's `:surveyId` in the builder, or what `readOnly` shows instead for a
 * template the user may not change.
 */
export const EditQuestionnairePage = ({
  portal,
  readOnly,
}: {
  portal: QuestionnairePortal;
  readOnly?: (survey: Survey) => ReactNode;
}) => {
  const { t } = useTranslation();
  const { surveyId = '' } = useParams();
  const navigate = useNavigate();
  const survey = useSurvey(surveyId, { enabled: true });
  const saved = useSaved(portal);

  const content = () => {
    if (survey.isPending) return <Loader size="sm" aria-label={t(`${portal.texts}.loading`)} />;
    if (survey.isError) return <ApiErrorAlert error={survey.error} />;
    const instead = readOnly?.(survey.data);
    if (instead) return instead;
    return (
      <SurveyForm
        survey={{ ...survey.data, id: surveyId }}
        onSaved={saved.onSaved}
        onCancel={() => navigate(portal.listPath)}
      />
    );
  };

  return (
    <Frame
      portal={portal}
      title={
        survey.data ? survey.data.title || t(`${portal.texts}.untitled`) : t(`${portal.texts}.editTitle`)
      }
    >
      {content()}
      {saved.dialog}
    </Frame>
  );
};

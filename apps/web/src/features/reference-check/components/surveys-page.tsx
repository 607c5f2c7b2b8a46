import { Badge, Button } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import {
  QuestionnaireTemplatesPage,
  type SurveyWithId,
  surveyRequest,
  surveyValues,
  type TemplateActionOutcome,
  useSaveSurvey,
} from '../../../components/questionnaire';
import { CUSTOMER_QUESTIONNAIRES, PORTAL_PATH } from '../paths';
import { useReferenceCheckRights } from '../rights';

/**
 * `reference-check/questionnaires` (RTQuestionnaireCreator): the customer's own templates, which it
 * edits, copies and deletes (after asking), and the public templates the provider keeps, read-only and
 * marked, which it may copy into a template of its own.
 */
export const SurveysPage = () => {
  const { t } = useTranslation();
  const rights = useReferenceCheckRights();
  const save = useSaveSurvey();
  const [copying, setCopying] = useState<string | null>(null);

  if (!rights.editQuestionnaires) return <Navigate to={PORTAL_PATH} replace />;

  const title = (survey: SurveyWithId) => survey.title || t('referenceCheck.surveys.untitled');
  const copy = (survey: SurveyWithId, outcome: TemplateActionOutcome) => {
    setCopying(survey.id);
    const values = surveyValues(survey);
    save.mutate(
      surveyRequest({ ...values, title: t('referenceCheck.surveys.copyTitle', { title: title(survey) }) }),
      {
        onSuccess: () => outcome.done(t('referenceCheck.surveys.copied', { title: title(survey) })),
        onError: outcome.failed,
        onSettled: () => setCopying(null),
      },
    );
  };

  return (
    <QuestionnaireTemplatesPage
      portal={CUSTOMER_QUESTIONNAIRES}
      titleId="reference-check-surveys-title"
      minWidth={640}
      mayDelete={(survey) => !survey.publicSurvey && rights.deleteQuestionnaires}
      extraColumns={[
        {
          key: 'kind',
          header: t('referenceCheck.surveys.columns.kind'),
          cell: (survey) =>
            survey.publicSurvey ? (
              <Badge variant="light" color="gray">
                {t('referenceCheck.surveys.public')}
              </Badge>
            ) : (
              t('referenceCheck.surveys.own')
            ),
        },
      ]}
      rowActions={(survey, outcome) => (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconCopy size={14} aria-hidden />}
          aria-label={t('referenceCheck.surveys.copyNamed', { title: title(survey) })}
          loading={copying === survey.id}
          disabled={copying !== null && copying !== survey.id}
          onClick={() => copy(survey, outcome)}
        >
          {t('referenceCheck.surveys.copy')}
        </Button>
      )}
    />
  );
};

import { Anchor, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { DataTable } from '../../../components/list/data-table';
import { DangerModal, SuccessModal } from '../../../components/modals';
import { PageHeading } from '../../../components/page-title/page-heading';
import {
  type SurveyWithId,
  surveyRequest,
  surveyValues,
  useDeleteSurvey,
  useSaveSurvey,
  useSurveyTemplates,
} from '../../../components/questionnaire';
import { NEW_QUESTIONNAIRE_PATH, PORTAL_PATH, questionnairePath } from '../paths';
import { useReferenceCheckRights } from '../rights';

const TITLE_ID = 'reference-check-surveys-title';

/**
 * `reference-check/questionnaires` (RTQuestionnaireCreator): the customer's own templates, which it
 * edits, copies and deletes (after asking), and the public templates the provider keeps, read-only and
 * marked, which it may copy into a template of its own.
 */
export const SurveysPage = () => {
  const { t } = useTranslation();
  const rights = useReferenceCheckRights();
  const navigate = useNavigate();
  const templates = useSurveyTemplates({ enabled: rights.editQuestionnaires });
  const save = useSaveSurvey();
  const remove = useDeleteSurvey();
  const [deleting, setDeleting] = useState<SurveyWithId | null>(null);
  const [copying, setCopying] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<Error | null>(null);

  if (!rights.editQuestionnaires) return <Navigate to={PORTAL_PATH} replace />;

  const title = (survey: SurveyWithId) => survey.title || t('referenceCheck.surveys.untitled');
  const copy = (survey: SurveyWithId) => {
    setError(null);
    setCopying(survey.id);
    const values = surveyValues(survey);
    save.mutate(
      surveyRequest({ ...values, title: t('referenceCheck.surveys.copyTitle', { title: title(survey) }) }),
      {
        onSuccess: () => setDone(t('referenceCheck.surveys.copied', { title: title(survey) })),
        onError: setError,
        onSettled: () => setCopying(null),
      },
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const deleted = title(deleting);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        setDone(t('referenceCheck.surveys.deleted', { title: deleted }));
      },
      onError: (cause) => {
        setDeleting(null);
        setError(cause);
      },
    });
  };

  const content = () => {
    if (templates.isPending) return <Loader size="sm" aria-label={t('referenceCheck.surveys.loading')} />;
    if (templates.isError) return <ApiErrorAlert error={templates.error} />;
    return (
      <DataTable
        rows={templates.data}
        rowKey={(survey) => survey.id}
        labelledBy={TITLE_ID}
        empty={t('referenceCheck.surveys.empty')}
        minWidth={640}
        columns={[
          {
            key: 'title',
            header: t('referenceCheck.surveys.columns.title'),
            rowHeader: true,
            cell: (survey) => (
              <Anchor component={Link} to={questionnairePath(survey.id)} size="sm">
                {title(survey)}
              </Anchor>
            ),
          },
          {
            key: 'questions',
            header: t('referenceCheck.surveys.columns.questions'),
            align: 'right',
            cell: (survey) => survey.surveyQuestions?.length ?? 0,
          },
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
          {
            key: 'actions',
            header: t('referenceCheck.surveys.columns.actions'),
            cell: (survey) => (
              <Group gap="xs" wrap="nowrap">
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={<IconCopy size={14} aria-hidden />}
                  aria-label={t('referenceCheck.surveys.copyNamed', { title: title(survey) })}
                  loading={copying === survey.id}
                  disabled={copying !== null && copying !== survey.id}
                  onClick={() => copy(survey)}
                >
                  {t('referenceCheck.surveys.copy')}
                </Button>
                {!survey.publicSurvey && rights.deleteQuestionnaires && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    aria-label={t('referenceCheck.surveys.deleteNamed', { title: title(survey) })}
                    onClick={() => {
                      setError(null);
                      setDeleting(survey);
                    }}
                  >
                    {t('referenceCheck.surveys.delete')}
                  </Button>
                )}
              </Group>
            ),
          },
        ]}
      />
    );
  };

  return (
    <Stack component="section" aria-labelledby={TITLE_ID} gap="md">
      <Group justify="space-between">
        <PageHeading id={TITLE_ID}>{t('referenceCheck.surveys.title')}</PageHeading>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => navigate(NEW_QUESTIONNAIRE_PATH)}
        >
          {t('referenceCheck.surveys.new')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('referenceCheck.surveys.intro')}
      </Text>
      <ApiErrorAlert error={error} onClose={() => setError(null)} />
      {content()}
      <DangerModal
        opened={deleting !== null}
        title={t('referenceCheck.surveys.deleteTitle')}
        message={deleting ? t('referenceCheck.surveys.deleteMessage', { title: title(deleting) }) : undefined}
        onCancel={() => setDeleting(null)}
        onDelete={confirmDelete}
        loading={remove.isPending}
      />
      <SuccessModal opened={done !== null} title={done ?? undefined} onClose={() => setDone(null)} />
    </Stack>
  );
};

import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiErrorAlert } from '../../../../components/api-error-alert/api-error-alert';
import { DataTable } from '../../../../components/list/data-table';
import { DangerModal, SuccessModal } from '../../../../components/modals';
import { PageHeading } from '../../../../components/page-title/page-heading';
import { type SurveyWithId, useDeleteSurvey, useSurveyTemplates } from '../../../../components/questionnaire';
import { NEW_QUESTIONNAIRE_PATH, questionnairePath } from './paths';

const TITLE_ID = 'admin-questionnaires-title';

/**
 * `/admin/questionnaires`: the public questionnaire templates every customer's orders may use
 * (read-only for them). The admin creates, edits and deletes them (after asking); orders keep their copies.
 */
export const PublicQuestionnairesPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const templates = useSurveyTemplates({ enabled: true });
  const remove = useDeleteSurvey();
  const [deleting, setDeleting] = useState<SurveyWithId | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const [error, setError] = useState<Error | null>(null);

  const title = (survey: SurveyWithId) => survey.title || t('admin.questionnaires.untitled');
  const confirmDelete = () => {
    if (!deleting) return;
    const name = title(deleting);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        setDeleted(t('admin.questionnaires.deleted', { title: name }));
      },
      onError: (cause) => {
        setDeleting(null);
        setError(cause);
      },
    });
  };

  const content = () => {
    if (templates.isPending) return <Loader size="sm" aria-label={t('admin.questionnaires.loading')} />;
    if (templates.isError) return <ApiErrorAlert error={templates.error} />;
    return (
      <DataTable
        rows={templates.data.filter((survey) => survey.publicSurvey)}
        rowKey={(survey) => survey.id}
        labelledBy={TITLE_ID}
        empty={t('admin.questionnaires.empty')}
        minWidth={480}
        columns={[
          {
            key: 'title',
            header: t('admin.questionnaires.columns.title'),
            rowHeader: true,
            cell: (survey) => (
              <Anchor component={Link} to={questionnairePath(survey.id)} size="sm">
                {title(survey)}
              </Anchor>
            ),
          },
          {
            key: 'questions',
            header: t('admin.questionnaires.columns.questions'),
            align: 'right',
            cell: (survey) => survey.surveyQuestions?.length ?? 0,
          },
          {
            key: 'actions',
            header: t('admin.questionnaires.columns.actions'),
            cell: (survey) => (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                aria-label={t('admin.questionnaires.deleteNamed', { title: title(survey) })}
                onClick={() => {
                  setError(null);
                  setDeleting(survey);
                }}
              >
                {t('admin.questionnaires.delete')}
              </Button>
            ),
          },
        ]}
      />
    );
  };

  return (
    <Stack component="section" aria-labelledby={TITLE_ID} gap="md">
      <Group justify="space-between">
        <PageHeading id={TITLE_ID}>{t('admin.questionnaires.title')}</PageHeading>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => navigate(NEW_QUESTIONNAIRE_PATH)}
        >
          {t('admin.questionnaires.new')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('admin.questionnaires.intro')}
      </Text>
      <ApiErrorAlert error={error} onClose={() => setError(null)} />
      {content()}
      <DangerModal
        opened={deleting !== null}
        title={t('admin.questionnaires.deleteTitle')}
        message={deleting ? t('admin.questionnaires.deleteMessage', { title: title(deleting) }) : undefined}
        onCancel={() => setDeleting(null)}
        onDelete={confirmDelete}
        loading={remove.isPending}
      />
      <SuccessModal opened={deleted !== null} title={deleted ?? undefined} onClose={() => setDeleted(null)} />
    </Stack>
  );
};

import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiErrorAlert } from '../api-error-alert/api-error-alert';
import { type DataColumn, DataTable } from '../list/data-table';
import { DangerModal, SuccessModal } from '../modals';
import { PageHeading } from '../page-title/page-heading';
import type { QuestionnairePortal } from './questionnaire-editor-pages';
import { type SurveyWithId, useDeleteSurvey, useSurveyTemplates } from './surveys-api';

/** How a row's own actions report back to the page: a success dialog, or the error above the list. */
export interface TemplateActionOutcome {
  done(message: string): void;
  failed(error: Error): void;
}

export interface QuestionnaireTemplatesPageProps {
  portal: QuestionnairePortal & { newPath: string; pathOf(surveyId: string): string };
  /** The heading's id, which also names the table. */
  titleId: string;
  /** Which of the templates the list shows (all by default). */
  shows?: (survey: SurveyWithId) => boolean;
  mayDelete: (survey: SurveyWithId) => boolean;
  /** Columns between the question count and the actions. */
  extraColumns?: DataColumn<SurveyWithId>[];
  /** Actions before Radera on each row. */
  rowActions?: (survey: SurveyWithId, outcome: TemplateActionOutcome) => ReactNode;
  minWidth?: number;
}

/**
 * A portal's questionnaire templates: each opens in the builder, a new one is a click away, and one
 * the user may delete goes after a confirmation (orders keep their own copies). Texts under the
 * portal's prefix: title, intro, new, loading, empty, untitled, columns.*, delete, deleteNamed,
 * deleteTitle, deleteMessage, deleted.
 */
export const QuestionnaireTemplatesPage = ({
  portal,
  titleId,
  shows = () => true,
  mayDelete,
  extraColumns = [],
  rowActions,
  minWidth = 480,
}: QuestionnaireTemplatesPageProps) => {
  const { t } = useTranslation();
  const text = (key: string, values: Record<string, string> = {}) => t(`${portal.texts}.${key}`, values);
  const navigate = useNavigate();
  const templates = useSurveyTemplates({ enabled: true });
  const remove = useDeleteSurvey();
  const [deleting, setDeleting] = useState<SurveyWithId | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const outcome: TemplateActionOutcome = { done: setDone, failed: setError };

  const title = (survey: SurveyWithId) => survey.title || text('untitled');
  const confirmDelete = () => {
    if (!deleting) return;
    const deleted = title(deleting);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        setDone(text('deleted', { title: deleted }));
      },
      onError: (cause) => {
        setDeleting(null);
        setError(cause);
      },
    });
  };

  const content = () => {
    if (templates.isPending) return <Loader size="sm" aria-label={text('loading')} />;
    if (templates.isError) return <ApiErrorAlert error={templates.error} />;
    return (
      <DataTable
        rows={templates.data.filter(shows)}
        rowKey={(survey) => survey.id}
        labelledBy={titleId}
        empty={text('empty')}
        minWidth={minWidth}
        columns={[
          {
            key: 'title',
            header: text('columns.title'),
            rowHeader: true,
            cell: (survey) => (
              <Anchor component={Link} to={portal.pathOf(survey.id)} size="sm">
                {title(survey)}
              </Anchor>
            ),
          },
          {
            key: 'questions',
            header: text('columns.questions'),
            align: 'right',
            cell: (survey) => survey.surveyQuestions?.length ?? 0,
          },
          ...extraColumns,
          {
            key: 'actions',
            header: text('columns.actions'),
            cell: (survey) => (
              <Group gap="xs" wrap="nowrap">
                {rowActions?.(survey, outcome)}
                {mayDelete(survey) && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    aria-label={text('deleteNamed', { title: title(survey) })}
                    onClick={() => {
                      setError(null);
                      setDeleting(survey);
                    }}
                  >
                    {text('delete')}
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
    <Stack component="section" aria-labelledby={titleId} gap="md">
      <Group justify="space-between">
        <PageHeading id={titleId}>{text('title')}</PageHeading>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => navigate(portal.newPath)}>
          {text('new')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {text('intro')}
      </Text>
      <ApiErrorAlert error={error} onClose={() => setError(null)} />
      {content()}
      <DangerModal
        opened={deleting !== null}
        title={text('deleteTitle')}
        message={deleting ? text('deleteMessage', { title: title(deleting) }) : undefined}
        onCancel={() => setDeleting(null)}
        onDelete={confirmDelete}
        loading={remove.isPending}
      />
      <SuccessModal opened={done !== null} title={done ?? undefined} onClose={() => setDone(null)} />
    </Stack>
  );
};

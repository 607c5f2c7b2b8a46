import { formatDateTime } from '@granska/domain';
import { Alert, Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { Loading } from '../../../components/loading/loading';
import { currentLanguage } from '../../../i18n/i18n';
import { useClearanceSurveyAnswers } from '../api/clearance-survey';

/**
 * Enkätsvar: a security clearance's survey (docs/decisions/security-clearance-survey.md), each answer
 * under its question, the flagged ones (a yes to a risk question) marked, and the customer's flag limit.
 */
export const ClearanceSurveyTab = ({ jobId }: { jobId: string }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const survey = useClearanceSurveyAnswers(jobId);
  if (survey.isPending) return <Loading label={t('analyst.survey.loading')} />;
  if (survey.isError) return <ApiErrorAlert error={survey.error} />;
  const view = survey.data;
  const overLimit = view.flagLimit !== null && view.flags >= view.flagLimit;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="analyst-survey">
      <Stack gap="md">
        <Text fw={600} id="analyst-survey">
          {t('analyst.survey.title')}
        </Text>
        <Text size="sm">
          {view.state === 'DONE'
            ? view.signedAt
              ? t('analyst.survey.signed', { time: formatDateTime(view.signedAt) })
              : t('analyst.survey.sentUnsigned', { time: formatDateTime(view.completedAt) })
            : t('analyst.survey.waiting', { time: formatDateTime(view.sentAt) })}
        </Text>
        {view.state === 'DONE' && (
          <Alert color={overLimit ? 'red' : view.flags > 0 ? 'yellow' : 'gray'}>
            {view.flagLimit === null
              ? t('analyst.survey.flags', { count: view.flags })
              : t('analyst.survey.flagsOfLimit', { count: view.flags, limit: view.flagLimit })}
          </Alert>
        )}
        {view.answers.length > 0 && (
          <List type="ordered" spacing="sm" aria-label={t('analyst.survey.answers')}>
            {view.answers.map((answer) => (
              <List.Item key={answer.questionId}>
                <Stack gap={2}>
                  <Text size="sm" fw={500}>
                    {answer.question[language]}
                  </Text>
                  <Group gap="xs">
                    <Text size="sm">{answer.option?.[language] ?? answer.freeText ?? '–'}</Text>
                    {answer.flagged && (
                      <Badge color="red" variant="light">
                        {t('analyst.survey.flagged')}
                      </Badge>
                    )}
                  </Group>
                </Stack>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
};

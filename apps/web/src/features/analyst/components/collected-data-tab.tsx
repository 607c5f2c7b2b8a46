import { CITIZENSHIP_STATE_LABELS, COLLECTED_DATA_STATUS_LABELS, isTopicCollected } from '@granska/domain';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { CollectedDataFields } from '../../../components/job/collected-data-fields';
import { Fact, Facts } from '../../../components/job/facts';
import { Loading } from '../../../components/loading/loading';
import { currentLanguage } from '../../../i18n/i18n';
import { useJobCollectedData } from '../api/collected-data';

/** Insamlad data: the data collector's record for the job, read-only. */
export const CollectedDataTab = ({ jobId }: { jobId: string }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const record = useJobCollectedData(jobId);
  if (record.isPending) return <Loading label={t('analyst.collected.loading')} />;
  if (record.isError) return <ApiErrorAlert error={record.error} />;
  if (record.data === null) return <Text c="dimmed">{t('analyst.collected.none')}</Text>;
  const data = record.data;
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Facts>
          <Fact label={t('analyst.collected.status')}>
            {COLLECTED_DATA_STATUS_LABELS[data.status][language]}
          </Fact>
          <Fact label={t('analyst.collected.collector')}>{data.dataCollectorEmail ?? t('analyst.none')}</Fact>
          <Fact label={t('analyst.collected.citizenshipState')}>
            {CITIZENSHIP_STATE_LABELS[data.citizenshipState][language]}
          </Fact>
        </Facts>
        <Text size="xs" c="dimmed" mt="sm">
          {t('analyst.collected.topics')}
        </Text>
        <Group gap="xs" mt={4}>
          {data.topics.map((topic) => {
            const collected = isTopicCollected(data, topic);
            return (
              <Badge key={topic} color={collected ? 'teal' : 'gray'} variant="light">
                {t(`analyst.collected.topic.${topic}`)}:{' '}
                {collected ? t('analyst.collected.collectedYes') : t('analyst.collected.collectedNo')}
              </Badge>
            );
          })}
        </Group>
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h5" mb="sm">
          {t('analyst.collected.details')}
        </Title>
        <CollectedDataFields details={data.collectedDataDetails} />
      </Paper>
    </Stack>
  );
};

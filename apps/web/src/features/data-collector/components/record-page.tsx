import {
  COLLECTED_DATA_STATUS_LABELS,
  COLLECTION_JOB_STATES,
  type CollectedDataView,
  SERVICE_LABELS,
  shortId,
} from '@granska/domain';
import { Alert, Anchor, Box, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { DeadlineText } from '../../../components/deadline-text/deadline-text';
import { SuccessModal } from '../../../components/modals';
import { PageHeading } from '../../../components/page-title/page-heading';
import { SecurityPolicyGate } from '../../../components/security-policy';
import { currentLanguage } from '../../../i18n/i18n';
import { useCollectedData } from '../api/collected-data-record';
import { PORTAL_PATH } from '../paths';
import { CollectedDataForm } from './collected-data-form';

const TITLE_ID = 'data-collector-record-title';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Text component="dt" size="xs" c="dimmed">
      {label}
    </Text>
    <Text component="dd" size="sm" m={0}>
      {children}
    </Text>
  </Box>
);

const Summary = ({ record }: { record: CollectedDataView }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const none = t('dataCollector.none');
  return (
    <Card withBorder component="section" aria-label={t('dataCollector.record.summary')}>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 4 }} m={0} spacing="sm">
        {record.person && (
          <>
            <Fact label={t('dataCollector.record.name')}>{record.person.name}</Fact>
            <Fact label={t('dataCollector.record.ssn')}>{record.person.SSN}</Fact>
          </>
        )}
        <Fact label={t('dataCollector.record.customer')}>{record.customerName}</Fact>
        <Fact label={t('dataCollector.record.jobType')}>{SERVICE_LABELS[record.jobType][language]}</Fact>
        <Fact label={t('dataCollector.record.position')}>{record.position || none}</Fact>
        <Fact label={t('dataCollector.record.status')}>
          {COLLECTED_DATA_STATUS_LABELS[record.status][language]}
        </Fact>
        <Fact label={t('dataCollector.record.deadline')}>
          <DeadlineText deadline={record.deadline} status={record.deadlineStatus} />
        </Fact>
        <Fact label={t('dataCollector.record.toCollect')}>
          {record.topics.map((topic) => t(`dataCollector.topics.${topic}`)).join(', ') || none}
        </Fact>
        <Fact label={t('dataCollector.record.collector')}>{record.dataCollectorEmail ?? none}</Fact>
        <Fact label={t('dataCollector.record.editor')}>{record.editor ?? none}</Fact>
      </SimpleGrid>
    </Card>
  );
};

const isJobUnderWay = (record: CollectedDataView) =>
  (COLLECTION_JOB_STATES as readonly string[]).includes(record.jobState);

const RecordContent = ({ recordId }: { recordId: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const record = useCollectedData(recordId);
  const [finished, setFinished] = useState(false);

  if (record.isPending) return <Loader size="sm" aria-label={t('dataCollector.record.loading')} />;
  if (record.isError) return <ApiErrorAlert error={record.error} />;
  const view = record.data;

  const notice = () => {
    if (view.collectedDataDetails !== null && view.mayEdit) return null;
    if (!isJobUnderWay(view)) return t('dataCollector.record.stoppedNotice');
    if (view.status === 'DONE' && view.collectedDataDetails === null)
      return t('dataCollector.record.doneNotice');
    return t('dataCollector.record.readOnlyNotice');
  };
  const shown = notice();

  return (
    <Stack gap="md">
      <PageHeading id={TITLE_ID}>{t('dataCollector.record.title', { id: shortId(view.jobId) })}</PageHeading>
      <Summary record={view} />
      {shown && !finished && (
        <Alert color={view.status === 'DONE' ? 'teal' : 'yellow'} role="status">
          {shown}
        </Alert>
      )}
      {view.collectedDataDetails !== null && (
        <CollectedDataForm key={view.id} record={view} onFinished={() => setFinished(true)} />
      )}
      <SuccessModal
        opened={finished}
        title={t('dataCollector.form.finishedTitle')}
        message={t('dataCollector.form.finishedMessage')}
        onClose={() => navigate(PORTAL_PATH)}
      />
    </Stack>
  );
};

/**
 * One record of the queue. Person data is shown only after the security policy is approved (the gate
 * renders nothing below it until then, so nothing is fetched); the server logs every open.
 */
export const RecordPage = () => {
  const { t } = useTranslation();
  const { recordId = '' } = useParams();
  return (
    <Stack component="section" aria-labelledby={TITLE_ID} gap="md">
      <Group>
        <Anchor component={Link} to={PORTAL_PATH} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('dataCollector.record.back')}
          </Group>
        </Anchor>
      </Group>
      <SecurityPolicyGate>
        <RecordContent recordId={recordId} />
      </SecurityPolicyGate>
    </Stack>
  );
};

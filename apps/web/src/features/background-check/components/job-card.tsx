import {
  CHECKPOINT_LABELS,
  formatDate,
  formatDateTime,
  GENDER_LABELS,
  JOB_STATE_LABELS,
  type OrderJobView,
  SERVICE_LABELS,
} from '@granska/domain';
import { Badge, Box, Card, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DeadlineText } from '../../../components/deadline-text/deadline-text';
import { ConsentsTable } from '../../../components/job/consents-table';
import { currentLanguage } from '../../../i18n/i18n';
import { useBackgroundCheckRights } from '../rights';
import { DownloadReportButton } from './download-report-button';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text component="dt" size="xs" c="dimmed" fw={600}>
      {label}
    </Text>
    <Box component="dd" m={0} fz="sm">
      {children}
    </Box>
  </div>
);

/** One person checked: the job's facts, its report, its consents and its state log. */
export const JobCard = ({ job }: { job: OrderJobView }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const rights = useBackgroundCheckRights();
  const titleId = useId();
  const consentsId = useId();
  const logId = useId();
  const none = t('backgroundCheck.none');
  const yesNo = (value: boolean) => (value ? t('backgroundCheck.yes') : t('backgroundCheck.no'));
  const checkpoints = job.screeningCheckpoints.map((item) => CHECKPOINT_LABELS[item.checkpoint][language]);

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Group gap="sm">
            <Title order={3} size="h4" id={titleId}>
              {job.name || t('backgroundCheck.list.unnamed')}
            </Title>
            <Badge variant="light">{JOB_STATE_LABELS[job.currState][language]}</Badge>
          </Group>
          {rights.downloadReport && <DownloadReportButton job={job} />}
        </Group>

        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" m={0}>
          <Fact label={t('backgroundCheck.details.ssn')}>{job.SSN || none}</Fact>
          <Fact label={t('backgroundCheck.details.email')}>{job.email || none}</Fact>
          <Fact label={t('backgroundCheck.details.phone')}>{job.phone || none}</Fact>
          <Fact label={t('backgroundCheck.details.service')}>{SERVICE_LABELS[job.service][language]}</Fact>
          <Fact label={t('backgroundCheck.details.state')}>{JOB_STATE_LABELS[job.currState][language]}</Fact>
          <Fact label={t('backgroundCheck.details.orderDate')}>
            {job.orderDate ? formatDate(job.orderDate) : none}
          </Fact>
          <Fact label={t('backgroundCheck.details.deadline')}>
            <DeadlineText deadline={job.deadline} status={job.deadlineStatus} />
          </Fact>
          <Fact label={t('backgroundCheck.details.position')}>{job.position || none}</Fact>
          <Fact label={t('backgroundCheck.details.gender')}>
            {job.gender ? GENDER_LABELS[job.gender][language] : none}
          </Fact>
          <Fact label={t('backgroundCheck.details.ageGroup')}>{job.ageGroup || none}</Fact>
          <Fact label={t('backgroundCheck.details.verifyFormerEmployer')}>
            {yesNo(job.verifyFormerEmployer)}
          </Fact>
          <Fact label={t('backgroundCheck.details.verifyEducation')}>{yesNo(job.verifyEducation)}</Fact>
          <Fact label={t('backgroundCheck.details.checkCitizenship')}>{yesNo(job.checkCitizenship)}</Fact>
          <Fact label={t('backgroundCheck.details.criminalRecord')}>{yesNo(job.criminalRecord)}</Fact>
          {job.service === 'SCREENING' && (
            <Fact label={t('backgroundCheck.details.checkpoints')}>{checkpoints.join(', ') || none}</Fact>
          )}
        </SimpleGrid>
        {job.description && (
          <dl>
            <Fact label={t('backgroundCheck.details.description')}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {job.description}
              </Text>
            </Fact>
          </dl>
        )}
        {job.screeningQuestions.length > 0 && (
          <dl>
            <Fact label={t('backgroundCheck.details.screeningQuestions')}>
              <List size="sm">
                {job.screeningQuestions.map((question) => (
                  <List.Item key={question}>{question}</List.Item>
                ))}
              </List>
            </Fact>
          </dl>
        )}

        <Stack gap="xs">
          <Title order={4} size="h5" id={consentsId}>
            {t('backgroundCheck.details.consents')}
          </Title>
          <ConsentsTable
            consents={job.consents}
            labelledBy={consentsId}
            empty={t('backgroundCheck.details.noConsents')}
            withTableBorder
          />
        </Stack>

        <Stack gap="xs">
          <Title order={4} size="h5" id={logId}>
            {t('backgroundCheck.details.stateLog')}
          </Title>
          {job.jobStateLog.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('backgroundCheck.details.noStateLog')}
            </Text>
          ) : (
            <Table aria-labelledby={logId} withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('backgroundCheck.details.logTime')}</Table.Th>
                  <Table.Th scope="col">{t('backgroundCheck.details.logState')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {job.jobStateLog.map((entry) => (
                  <Table.Tr key={`${entry.time}-${entry.state}`}>
                    <Table.Td>{formatDateTime(entry.time)}</Table.Td>
                    <Table.Td>{JOB_STATE_LABELS[entry.state][language]}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Stack>
    </Card>
  );
};

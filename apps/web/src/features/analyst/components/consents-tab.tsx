import { formatDateTime, JOB_STATE_LABELS, type StaffJobDetails } from '@granska/domain';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConsentsTable } from '../../../components/job/consents-table';
import { currentLanguage } from '../../../i18n/i18n';

/** Samtycken & historik: the job's consents, its state log and its analyst assignments. */
export const ConsentsTab = ({ job }: { job: StaffJobDetails }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const none = t('analyst.none');
  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="section">
        <Title order={3} size="h5" mb="sm" id="analyst-consents">
          {t('analyst.consents.consentsTitle')}
        </Title>
        <ConsentsTable
          consents={job.consents}
          labelledBy="analyst-consents"
          empty={t('analyst.consents.noConsents')}
        />
      </Paper>
      <Paper withBorder p="md" component="section">
        <Title order={3} size="h5" mb="sm" id="analyst-history">
          {t('analyst.consents.historyTitle')}
        </Title>
        <Table aria-labelledby="analyst-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('analyst.consents.time')}</Table.Th>
              <Table.Th scope="col">{t('analyst.consents.toState')}</Table.Th>
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
      </Paper>
      <Paper withBorder p="md" component="section">
        <Title order={3} size="h5" mb="sm" id="analyst-assignments">
          {t('analyst.consents.assignmentsTitle')}
        </Title>
        {job.assignments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('analyst.consents.noAssignments')}
          </Text>
        ) : (
          <Table aria-labelledby="analyst-assignments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('analyst.consents.time')}</Table.Th>
                <Table.Th scope="col">{t('analyst.consents.from')}</Table.Th>
                <Table.Th scope="col">{t('analyst.consents.to')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {job.assignments.map((assignment) => (
                <Table.Tr key={assignment.time}>
                  <Table.Td>{formatDateTime(assignment.time)}</Table.Td>
                  <Table.Td>{assignment.fromEmail ?? none}</Table.Td>
                  <Table.Td>{assignment.toEmail ?? none}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </Stack>
  );
};

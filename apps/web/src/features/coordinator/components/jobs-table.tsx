import { JOB_STATE_LABELS, SERVICE_LABELS, type StaffJobListItem, shortId } from '@granska/domain';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeadlineText } from '../../../components/deadline-text/deadline-text';
import { currentLanguage } from '../../../i18n/i18n';
import { jobPath } from '../paths';

/** One row per job, in the server's order (deadline first); the person's name opens the job. */
export const JobsTable = ({
  jobs,
  labelledBy,
}: {
  jobs: readonly StaffJobListItem[];
  labelledBy: string;
}) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('coordinator.queues.columns.id')}</Table.Th>
            <Table.Th scope="col">{t('coordinator.queues.columns.person')}</Table.Th>
            <Table.Th scope="col">{t('coordinator.queues.columns.ssn')}</Table.Th>
            <Table.Th scope="col">{t('coordinator.queues.columns.customer')}</Table.Th>
            <Table.Th scope="col">{t('coordinator.queues.columns.service')}</Table.Th>
            <Table.Th scope="col">{t('coordinator.queues.columns.state')}</Table.Th>
            <Table.Th scope="col">{t('coordinator.queues.columns.analyst')}</Table.Th>
            <Table.Th scope="col" aria-sort="ascending">
              {t('coordinator.queues.columns.deadline')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id}>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {shortId(job.id)}
                </Text>
              </Table.Td>
              <Table.Th scope="row" fw="normal">
                <Anchor
                  component={Link}
                  to={jobPath(job.id)}
                  size="sm"
                  aria-label={t('coordinator.queues.openJob', { id: shortId(job.id), name: job.personName })}
                >
                  {job.personName}
                </Anchor>
              </Table.Th>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {job.maskedSSN}
                </Text>
              </Table.Td>
              <Table.Td>{job.customerName}</Table.Td>
              <Table.Td>{SERVICE_LABELS[job.service][language]}</Table.Td>
              <Table.Td>{JOB_STATE_LABELS[job.currState][language]}</Table.Td>
              <Table.Td>{job.analystEmail ?? t('coordinator.queues.unassignedAnalyst')}</Table.Td>
              <Table.Td>
                <DeadlineText deadline={job.deadline} status={job.deadlineStatus} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

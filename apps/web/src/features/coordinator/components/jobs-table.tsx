import { formatDateTime, SERVICE_LABELS, type StaffJobListItem, shortId } from '@granska/domain';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deadlineColumn, jobStateColumn, shortIdColumn } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { currentLanguage } from '../../../i18n/i18n';
import { jobPath } from '../paths';

/**
 * One row per job, in the server's order (deadline first); the person's name opens the job. The
 * scheduled queue shows when each job's schedule is due (`showActivation`).
 */
export const JobsTable = ({
  jobs,
  labelledBy,
  empty,
  showActivation = false,
}: {
  jobs: readonly StaffJobListItem[];
  labelledBy: string;
  empty: string;
  showActivation?: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <DataTable
      rows={jobs}
      rowKey={(job) => job.id}
      labelledBy={labelledBy}
      empty={empty}
      minWidth={1000}
      columns={[
        shortIdColumn<StaffJobListItem>('id', t('coordinator.queues.columns.id'), (job) => job.id),
        {
          key: 'person',
          header: t('coordinator.queues.columns.person'),
          rowHeader: true,
          cell: (job) => (
            <Anchor
              component={Link}
              to={jobPath(job.id)}
              size="sm"
              aria-label={t('coordinator.queues.openJob', { id: shortId(job.id), name: job.personName })}
            >
              {job.personName}
            </Anchor>
          ),
        },
        {
          key: 'ssn',
          header: t('coordinator.queues.columns.ssn'),
          cell: (job) => (
            <Text size="sm" ff="monospace">
              {job.maskedSSN}
            </Text>
          ),
        },
        {
          key: 'customer',
          header: t('coordinator.queues.columns.customer'),
          cell: (job) => job.customerName,
        },
        {
          key: 'service',
          header: t('coordinator.queues.columns.service'),
          cell: (job) => SERVICE_LABELS[job.service][language],
        },
        jobStateColumn<StaffJobListItem>(
          t('coordinator.queues.columns.state'),
          language,
          (job) => job.currState,
        ),
        {
          key: 'analyst',
          header: t('coordinator.queues.columns.analyst'),
          cell: (job) => job.analystEmail ?? t('coordinator.queues.unassignedAnalyst'),
        },
        deadlineColumn<StaffJobListItem>(t('coordinator.queues.columns.deadline'), (job) => job, 'ascending'),
        ...(showActivation
          ? [
              {
                key: 'activationTime',
                header: t('coordinator.queues.columns.activationTime'),
                cell: (job: StaffJobListItem) => formatDateTime(job.activationTime),
              },
            ]
          : []),
      ]}
    />
  );
};

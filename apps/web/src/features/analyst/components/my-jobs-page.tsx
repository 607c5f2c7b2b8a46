import { SERVICE_LABELS, type StaffJobListItem } from '@granska/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { deadlineColumn, jobStateColumn } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { useKeysetPages, useLearnNextToken } from '../../../components/list/use-keyset-pages';
import { Loading } from '../../../components/loading/loading';
import { PageHeading } from '../../../components/page-title/page-heading';
import { Pager } from '../../../components/pager/pager';
import { currentLanguage } from '../../../i18n/i18n';
import { useMyJobs } from '../api/my-jobs';
import { jobPath } from '../paths';

const TITLE_ID = 'analyst-my-jobs-title';

const JobsTable = ({ jobs }: { jobs: readonly StaffJobListItem[] }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <DataTable
      rows={jobs}
      rowKey={(job) => job.id}
      labelledBy={TITLE_ID}
      empty={t('analyst.myJobs.empty')}
      minWidth={820}
      columns={[
        {
          key: 'person',
          header: t('analyst.myJobs.columns.person'),
          rowHeader: true,
          cell: (job) => (
            <Anchor component={Link} to={jobPath(job.id)} size="sm">
              {job.personName}
            </Anchor>
          ),
        },
        {
          key: 'ssn',
          header: t('analyst.myJobs.columns.ssn'),
          cell: (job) => (
            <Text span inherit ff="monospace">
              {job.maskedSSN}
            </Text>
          ),
        },
        {
          key: 'service',
          header: t('analyst.myJobs.columns.service'),
          cell: (job) => SERVICE_LABELS[job.service][language],
        },
        { key: 'customer', header: t('analyst.myJobs.columns.customer'), cell: (job) => job.customerName },
        jobStateColumn<StaffJobListItem>(t('analyst.myJobs.columns.state'), language, (job) => job.currState),
        deadlineColumn<StaffJobListItem>(t('analyst.myJobs.columns.deadline'), (job) => job, 'ascending'),
      ]}
    />
  );
};

/**
 * 'Mina jobb': the jobs assigned to the analyst, nearest deadline first, 10 a page. The API pages by
 * keyset (nextToken), so the pager offers the pages seen so far and the next one (useKeysetPages).
 */
export const MyJobsPage = () => {
  const { t } = useTranslation();
  const pages = useKeysetPages('mine');
  const jobs = useMyJobs(pages.token);
  useLearnNextToken(pages, jobs);

  return (
    <Stack gap="md">
      <PageHeading id={TITLE_ID}>{t('analyst.myJobs.title')}</PageHeading>
      {jobs.isPending ? (
        <Loading label={t('analyst.myJobs.loading')} />
      ) : jobs.isError ? (
        <ApiErrorAlert error={jobs.error} />
      ) : (
        <>
          <JobsTable jobs={jobs.data.jobs} />
          {jobs.data.jobs.length > 0 && (
            <Pager page={pages.page} pages={pages.pages} onChange={pages.setPage} />
          )}
        </>
      )}
    </Stack>
  );
};

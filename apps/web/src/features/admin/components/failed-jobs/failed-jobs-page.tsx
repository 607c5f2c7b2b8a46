import { formatDateTime } from '@granska/domain';
import { Code, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../../components/api-error-alert/api-error-alert';
import { DataTable } from '../../../../components/list/data-table';
import { useKeepPageInRange, useListParams } from '../../../../components/list/use-list-params';
import { PageHeading } from '../../../../components/page-title/page-heading';
import { Pager } from '../../../../components/pager/pager';
import { useFailedJobs } from '../../api/list-failed-jobs';

const TITLE_ID = 'admin-failed-jobs-title';

/** Scheduled work given up (docs/decisions/scheduler.md), so that a lost webhook or e-mail is seen. */
export const FailedJobsPage = () => {
  const { t } = useTranslation();
  const params = useListParams({});
  const jobs = useFailedJobs(params.page);
  useKeepPageInRange(params, jobs.data?.pages);
  const list = jobs.data;

  return (
    <Stack component="section" aria-labelledby={TITLE_ID}>
      <PageHeading id={TITLE_ID}>{t('admin.failedJobs.title')}</PageHeading>
      <Text>{t('admin.failedJobs.intro')}</Text>
      {jobs.isPending && <Loader size="sm" aria-label={t('admin.failedJobs.loading')} />}
      <ApiErrorAlert error={jobs.error} />
      {list && (
        <DataTable
          rows={list.items}
          rowKey={(job) => job.id}
          empty={t('admin.failedJobs.empty')}
          caption={t('admin.failedJobs.caption', { page: list.page, pages: list.pages, total: list.total })}
          columns={[
            {
              key: 'kind',
              header: t('admin.failedJobs.columns.kind'),
              rowHeader: true,
              cell: (job) => <Code>{job.kind}</Code>,
            },
            {
              key: 'error',
              header: t('admin.failedJobs.columns.error'),
              cell: (job) => job.error ?? t('admin.failedJobs.noError'),
            },
            { key: 'attempts', header: t('admin.failedJobs.columns.attempts'), cell: (job) => job.attempts },
            {
              key: 'created',
              header: t('admin.failedJobs.columns.created'),
              cell: (job) => formatDateTime(job.createdAt),
            },
            {
              key: 'failed',
              header: t('admin.failedJobs.columns.failed'),
              cell: (job) => (job.failedAt ? formatDateTime(job.failedAt) : '–'),
            },
          ]}
        />
      )}
      {list && <Pager page={list.page} pages={list.pages} onChange={params.setPage} />}
    </Stack>
  );
};

import { formatDateTime, type SpiLeaderJobListItem } from '@granska/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { deadlineColumn, jobStateColumn, linkColumn } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { ListFooter } from '../../../components/list/list-footer';
import { useKeepPageInRange, useListParams } from '../../../components/list/use-list-params';
import { Loading } from '../../../components/loading/loading';
import { PageHeading } from '../../../components/page-title/page-heading';
import { currentLanguage } from '../../../i18n/i18n';
import { useSpiLeaderJobs } from '../api/spi-jobs';
import { spiJobPath } from '../paths';

const TITLE_ID = 'spi-jobs-title';

/** 'Mina SPI-jobb': the leader's jobs at the interview, nearest deadline first, the page in the address. */
export const SpiJobsPage = () => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const params = useListParams({});
  const jobs = useSpiLeaderJobs(params.page);
  useKeepPageInRange(params, jobs.data?.pages);
  const list = jobs.data;

  return (
    <Stack gap="md">
      <PageHeading id={TITLE_ID}>{t('spi.jobs.title')}</PageHeading>
      {jobs.isPending ? (
        <Loading label={t('spi.jobs.loading')} />
      ) : jobs.isError ? (
        <ApiErrorAlert error={jobs.error} />
      ) : (
        list && (
          <>
            <DataTable
              rows={list.items}
              rowKey={(job) => job.id}
              labelledBy={TITLE_ID}
              empty={t('spi.jobs.empty')}
              minWidth={820}
              columns={[
                linkColumn<SpiLeaderJobListItem>('person', t('spi.jobs.columns.person'), (job) => ({
                  to: spiJobPath(job.id),
                  label: job.personName,
                })),
                {
                  key: 'ssn',
                  header: t('spi.jobs.columns.ssn'),
                  cell: (job) => (
                    <Text span inherit ff="monospace">
                      {job.maskedSSN}
                    </Text>
                  ),
                },
                { key: 'customer', header: t('spi.jobs.columns.customer'), cell: (job) => job.customerName },
                {
                  key: 'type',
                  header: t('spi.jobs.columns.type'),
                  cell: (job) => (job.spiType ? t(`spi.interviewType.${job.spiType}`) : '–'),
                },
                {
                  key: 'booked',
                  header: t('spi.jobs.columns.booked'),
                  cell: (job) => (job.bookedTime ? formatDateTime(job.bookedTime) : t('spi.jobs.notBooked')),
                },
                deadlineColumn<SpiLeaderJobListItem>(
                  t('spi.jobs.columns.deadline'),
                  (job) => job,
                  'ascending',
                ),
                jobStateColumn<SpiLeaderJobListItem>(
                  t('spi.jobs.columns.state'),
                  language,
                  (job) => job.currState,
                ),
              ]}
            />
            <ListFooter
              total={t('spi.jobs.total', { count: list.total })}
              list={list}
              onPage={params.setPage}
            />
          </>
        )
      )}
    </Stack>
  );
};

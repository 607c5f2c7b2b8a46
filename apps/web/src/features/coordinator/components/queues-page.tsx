import { JOB_QUEUES, type JobQueue } from '@granska/domain';
import { Badge, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { Refetching } from '../../../components/list/list-footer';
import { ListSearch } from '../../../components/list/list-search';
import { useKeysetPages, useLearnNextToken } from '../../../components/list/use-keyset-pages';
import { useListParams } from '../../../components/list/use-list-params';
import { PageHeading } from '../../../components/page-title/page-heading';
import { KeysetPager } from '../../../components/pager/keyset-pager';
import { useJobsPage } from '../api/list-jobs';
import { useQueueCounts } from '../api/queue-counts';
import { useCoordinatorRights } from '../rights';
import { JobsTable } from './jobs-table';

const TITLE_ID = 'coordinator-queues-title';

/** The tabs in the order coordinators work them: what needs a hand first, the archive last. */
const TAB_ORDER: readonly JobQueue[] = [
  'unassigned',
  'spiLeaderUnassigned',
  'pendingConsent',
  'reportApprovalExpired',
  'ordered',
  'created',
  'surveying',
  'scheduled',
  'declined',
  'finalized',
  'archived',
  'mine',
];

const isQueue = (value: string | null): value is JobQueue => JOB_QUEUES.includes(value as JobQueue);

/**
 * The coordinator's work queues (spec §4): a tab per queue with its count, the queue's jobs deadline
 * first (the server's order) with names and masked personal numbers, the job search of spec §9 and a
 * keyset pager. The queue lives in the address, the search in the history entry (useListParams), the
 * page tokens in the component (useKeysetPages).
 */
export const QueuesPage = () => {
  const { t } = useTranslation();
  const rights = useCoordinatorRights();
  const params = useListParams({ queue: JOB_QUEUES });
  const defaultQueue: JobQueue = rights.coordinate ? 'unassigned' : 'spiLeaderUnassigned';
  const queueParam = params.filters.queue;
  const queue = isQueue(queueParam) ? queueParam : defaultQueue;
  const { search } = params;

  // A new queue or search starts at page 1.
  const pages = useKeysetPages(`${queue}\n${search}`);
  const jobs = useJobsPage(queue, search, pages.token);
  useLearnNextToken(pages, jobs);
  const counts = useQueueCounts();

  const label = (value: JobQueue) => t(`coordinator.queues.${value}`);

  const list = () => {
    if (jobs.isPending) return <Loader size="sm" aria-label={t('coordinator.queues.loading')} />;
    if (jobs.isError) return <ApiErrorAlert error={jobs.error} />;
    return (
      <Stack gap="sm">
        <JobsTable
          jobs={jobs.data.jobs}
          labelledBy={TITLE_ID}
          showActivation={queue === 'scheduled'}
          empty={t(search ? 'coordinator.queues.noMatch' : 'coordinator.queues.empty')}
        />
        <KeysetPager
          page={pages.page}
          hasNext={pages.hasNext}
          onPrevious={pages.previous}
          onNext={pages.next}
        />
      </Stack>
    );
  };

  return (
    <Stack component="section" aria-labelledby={TITLE_ID} gap="md">
      <PageHeading id={TITLE_ID}>{t('coordinator.queues.title')}</PageHeading>
      <Group align="flex-end" justify="space-between">
        <ListSearch
          params={params}
          label={t('coordinator.queues.search')}
          placeholder={t('coordinator.queues.searchPlaceholder')}
          w={{ base: '100%', sm: 420 }}
        />
        <Group gap="xs">
          <Refetching query={jobs} label={t('coordinator.queues.loading')} />
          <Text size="sm" c="dimmed">
            {t(
              queue === 'created'
                ? 'coordinator.queues.sortedByCreated'
                : 'coordinator.queues.sortedByDeadline',
            )}
          </Text>
        </Group>
      </Group>
      <Tabs
        value={queue}
        onChange={(value) => {
          if (isQueue(value)) params.setFilter('queue', value);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('coordinator.queues.tabs')}>
          {TAB_ORDER.map((value) => {
            const count = counts.data?.[value];
            return (
              <Tabs.Tab
                key={value}
                value={value}
                rightSection={
                  count === undefined ? undefined : (
                    <Badge size="sm" variant="light" aria-label={t('coordinator.queues.count', { count })}>
                      {count}
                    </Badge>
                  )
                }
              >
                {label(value)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {counts.isError && (
          <Text size="sm" c="red.9" role="status" mt="xs">
            {t('coordinator.queues.countsError')}
          </Text>
        )}
        {TAB_ORDER.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === queue && list()}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
};

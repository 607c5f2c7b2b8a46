import { JOB_QUEUES, type JobQueue } from '@granska/domain';
import { Badge, Group, Loader, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { useJobsPage } from '../api/list-jobs';
import { useQueueCounts } from '../api/queue-counts';
import { useCoordinatorRights } from '../rights';
import { JobsTable } from './jobs-table';
import { KeysetPager } from './keyset-pager';

const SEARCH_DELAY_MS = 300;
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
 * keyset pager. The queue lives in the address; the page tokens and the search in the component.
 */
export const QueuesPage = () => {
  const { t } = useTranslation();
  const rights = useCoordinatorRights();
  const [params, setParams] = useSearchParams();
  const queueParam = params.get('queue');
  const defaultQueue: JobQueue = rights.coordinate ? 'unassigned' : 'spiLeaderUnassigned';
  const queue = isQueue(queueParam) ? queueParam : defaultQueue;

  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // tokens[i] starts page i + 1; the first page starts at null.
  const [tokens, setTokens] = useState<(string | null)[]>([null]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new queue or search starts at page 1.
  useEffect(() => setTokens([null]), [queue, debouncedSearch]);

  const pageIndex = tokens.length - 1;
  const jobs = useJobsPage(queue, debouncedSearch, tokens[pageIndex] ?? null);
  const counts = useQueueCounts();

  const label = (value: JobQueue) => t(`coordinator.queues.${value}`);

  const list = () => {
    if (jobs.isPending) return <Loader size="sm" aria-label={t('coordinator.queues.loading')} />;
    if (jobs.isError) return <ApiErrorAlert error={jobs.error} />;
    if (jobs.data.jobs.length === 0) {
      return (
        <Text c="dimmed">
          {t(debouncedSearch ? 'coordinator.queues.noMatch' : 'coordinator.queues.empty')}
        </Text>
      );
    }
    return (
      <Stack gap="sm">
        <JobsTable jobs={jobs.data.jobs} labelledBy={TITLE_ID} />
        <KeysetPager
          page={pageIndex + 1}
          hasNext={jobs.data.nextToken !== null}
          onPrevious={() => setTokens((current) => (current.length > 1 ? current.slice(0, -1) : current))}
          onNext={() => {
            const next = jobs.data.nextToken;
            if (next) setTokens((current) => [...current, next]);
          }}
        />
      </Stack>
    );
  };

  return (
    <Stack component="section" aria-labelledby={TITLE_ID} gap="md">
      <Title order={2} id={TITLE_ID}>
        {t('coordinator.queues.title')}
      </Title>
      <Group align="flex-end" justify="space-between">
        <TextInput
          type="search"
          label={t('coordinator.queues.search')}
          placeholder={t('coordinator.queues.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={420}
        />
        <Group gap="xs">
          {jobs.isFetching && !jobs.isPending && (
            <Loader size="sm" aria-label={t('coordinator.queues.loading')} />
          )}
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
          if (isQueue(value)) setParams({ queue: value }, { replace: true });
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

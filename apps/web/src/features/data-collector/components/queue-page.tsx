import {
  COLLECTED_DATA_STATUS_LABELS,
  type CollectedDataQueueItem,
  SERVICE_LABELS,
  shortId,
} from '@granska/domain';
import { Anchor, Badge, Group, Loader, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { DeadlineText } from '../../../components/deadline-text/deadline-text';
import { Pager } from '../../../components/pager/pager';
import { currentLanguage } from '../../../i18n/i18n';
import { type QueueFilter, useCollectionQueue } from '../api/list-queue';
import { recordPath } from '../paths';

const TITLE_ID = 'data-collector-queue-title';
const STATUSES = ['CREATED', 'SAVED'] as const;
type QueueStatus = (typeof STATUSES)[number];
const isStatus = (value: string | null): value is QueueStatus => STATUSES.includes(value as QueueStatus);

const STATUS_COLORS = { CREATED: 'gray', SAVED: 'blue', DONE: 'teal' } as const;

const QueueTable = ({ items }: { items: readonly CollectedDataQueueItem[] }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover aria-labelledby={TITLE_ID}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('dataCollector.queue.columns.job')}</Table.Th>
            <Table.Th scope="col">{t('dataCollector.queue.columns.customer')}</Table.Th>
            <Table.Th scope="col">{t('dataCollector.queue.columns.jobType')}</Table.Th>
            <Table.Th scope="col">{t('dataCollector.queue.columns.topics')}</Table.Th>
            <Table.Th scope="col">{t('dataCollector.queue.columns.status')}</Table.Th>
            <Table.Th scope="col">{t('dataCollector.queue.columns.deadline')}</Table.Th>
            <Table.Th scope="col">{t('dataCollector.queue.columns.collector')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Th scope="row" fw="normal">
                <Anchor
                  component={Link}
                  to={recordPath(item.id)}
                  size="sm"
                  ff="monospace"
                  aria-label={t('dataCollector.queue.open', { id: shortId(item.jobId) })}
                >
                  {shortId(item.jobId)}
                </Anchor>
              </Table.Th>
              <Table.Td>{item.customerName}</Table.Td>
              <Table.Td>{SERVICE_LABELS[item.jobType][language]}</Table.Td>
              <Table.Td>{item.topics.map((topic) => t(`dataCollector.topics.${topic}`)).join(', ')}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[item.status]} variant="light">
                  {COLLECTED_DATA_STATUS_LABELS[item.status][language]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <DeadlineText deadline={item.deadline} status={item.deadlineStatus} />
              </Table.Td>
              <Table.Td>{item.dataCollectorEmail ?? t('dataCollector.none')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

/**
 * The Inmatningskö (spec §2 header link): records not yet finished of jobs under way, nearest deadline
 * first (the server orders and pages). No person data here; a record is opened one at a time. The status
 * filter and page live in the address, so going back from a record keeps them.
 */
export const QueuePage = () => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const filter: QueueFilter = {
    status: isStatus(statusParam) ? statusParam : null,
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
  const queue = useCollectionQueue(filter);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  // A queue that shrank under the current page (records finished meanwhile) goes back to its last page.
  const pages = queue.data?.pages ?? 0;
  const { page } = filter;
  useEffect(() => {
    if (pages > 0 && page > pages) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('page', String(pages));
          return next;
        },
        { replace: true },
      );
    }
  }, [page, pages, setParams]);

  const list = () => {
    if (queue.isPending) return <Loader size="sm" aria-label={t('dataCollector.queue.loading')} />;
    if (queue.isError) return <ApiErrorAlert error={queue.error} />;
    if (queue.data.items.length === 0) {
      return <Text>{filter.status ? t('dataCollector.queue.noMatch') : t('dataCollector.queue.empty')}</Text>;
    }
    return (
      <Stack gap="sm">
        <QueueTable items={queue.data.items} />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('dataCollector.queue.total', { count: queue.data.total })}
          </Text>
          <Pager
            page={queue.data.page}
            pages={queue.data.pages}
            onChange={(next) => update({ page: next === 1 ? null : String(next) })}
          />
        </Group>
      </Stack>
    );
  };

  return (
    <Stack component="section" aria-labelledby={TITLE_ID} gap="md">
      <Title order={2} id={TITLE_ID}>
        {t('dataCollector.queue.title')}
      </Title>
      <Group align="flex-end">
        <NativeSelect
          label={t('dataCollector.queue.status')}
          value={filter.status ?? ''}
          onChange={(event) => update({ status: event.currentTarget.value, page: null })}
          data={[
            { value: '', label: t('dataCollector.queue.allStatuses') },
            ...STATUSES.map((value) => ({ value, label: COLLECTED_DATA_STATUS_LABELS[value][language] })),
          ]}
        />
        {queue.isFetching && !queue.isPending && (
          <Loader size="sm" aria-label={t('dataCollector.queue.loading')} />
        )}
      </Group>
      {list()}
    </Stack>
  );
};

import {
  COLLECTED_DATA_STATUS_LABELS,
  type CollectedDataQueueItem,
  SERVICE_LABELS,
  shortId,
} from '@granska/domain';
import { Anchor, Badge, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { deadlineColumn } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { ListFilter } from '../../../components/list/list-filter';
import { Refetching } from '../../../components/list/list-footer';
import { ListSection, PagedList } from '../../../components/list/list-section';
import { useKeepPageInRange, useListParams } from '../../../components/list/use-list-params';
import { currentLanguage } from '../../../i18n/i18n';
import { type QueueFilter, useCollectionQueue } from '../api/list-queue';
import { recordPath } from '../paths';

const TITLE_ID = 'data-collector-queue-title';
const STATUSES = ['CREATED', 'SAVED'] as const;
type QueueStatus = (typeof STATUSES)[number];

const STATUS_COLORS = { CREATED: 'gray', SAVED: 'blue', DONE: 'teal' } as const;

const QueueTable = ({ items }: { items: readonly CollectedDataQueueItem[] }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <DataTable
      rows={items}
      rowKey={(item) => item.id}
      empty={null}
      labelledBy={TITLE_ID}
      minWidth={860}
      columns={[
        {
          key: 'job',
          header: t('dataCollector.queue.columns.job'),
          rowHeader: true,
          cell: (item) => (
            <Anchor
              component={Link}
              to={recordPath(item.id)}
              size="sm"
              ff="monospace"
              aria-label={t('dataCollector.queue.open', { id: shortId(item.jobId) })}
            >
              {shortId(item.jobId)}
            </Anchor>
          ),
        },
        {
          key: 'customer',
          header: t('dataCollector.queue.columns.customer'),
          cell: (item) => item.customerName,
        },
        {
          key: 'jobType',
          header: t('dataCollector.queue.columns.jobType'),
          cell: (item) => SERVICE_LABELS[item.jobType][language],
        },
        {
          key: 'topics',
          header: t('dataCollector.queue.columns.topics'),
          cell: (item) => item.topics.map((topic) => t(`dataCollector.topics.${topic}`)).join(', '),
        },
        {
          key: 'status',
          header: t('dataCollector.queue.columns.status'),
          cell: (item) => (
            <Badge color={STATUS_COLORS[item.status]} variant="light">
              {COLLECTED_DATA_STATUS_LABELS[item.status][language]}
            </Badge>
          ),
        },
        deadlineColumn<CollectedDataQueueItem>(t('dataCollector.queue.columns.deadline'), (item) => item),
        {
          key: 'collector',
          header: t('dataCollector.queue.columns.collector'),
          cell: (item) => item.dataCollectorEmail ?? t('dataCollector.none'),
        },
      ]}
    />
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
  const params = useListParams({ status: STATUSES });
  const filter: QueueFilter = { status: params.filters.status as QueueStatus | null, page: params.page };
  const queue = useCollectionQueue(filter);
  // A queue that shrank under the current page (records finished meanwhile) goes back to its last page.
  useKeepPageInRange(params, queue.data?.pages);

  const list = () => {
    if (queue.isPending) return <Loader size="sm" aria-label={t('dataCollector.queue.loading')} />;
    if (queue.isError) return <ApiErrorAlert error={queue.error} />;
    if (queue.data.items.length === 0) {
      return <Text>{filter.status ? t('dataCollector.queue.noMatch') : t('dataCollector.queue.empty')}</Text>;
    }
    return (
      <PagedList
        total={t('dataCollector.queue.total', { count: queue.data.total })}
        list={queue.data}
        onPage={params.setPage}
      >
        <QueueTable items={queue.data.items} />
      </PagedList>
    );
  };

  return (
    <ListSection
      titleId={TITLE_ID}
      title={t('dataCollector.queue.title')}
      filters={
        <>
          <ListFilter
            params={params}
            name="status"
            label={t('dataCollector.queue.status')}
            allLabel={t('dataCollector.queue.allStatuses')}
            options={STATUSES.map((value) => ({
              value,
              label: COLLECTED_DATA_STATUS_LABELS[value][language],
            }))}
          />
          <Refetching query={queue} label={t('dataCollector.queue.loading')} />
        </>
      }
    >
      {list()}
    </ListSection>
  );
};

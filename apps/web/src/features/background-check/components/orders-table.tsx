import {
  CONSENT_STATE_LABELS,
  CONSENT_TYPE_LABELS,
  formatDate,
  type OrderJobView,
  type OrderView,
  SERVICE_LABELS,
} from '@granska/domain';
import { useTranslation } from 'react-i18next';
import { deadlineColumn, jobStateColumn, linkColumn, shortIdColumn } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { consentStatus } from '../../../components/order/job-status';
import { currentLanguage } from '../../../i18n/i18n';
import { orderPath } from '../paths';

export interface OrderRow {
  order: OrderView;
  job: OrderJobView;
}

const ConsentCell = ({ job }: { job: OrderJobView }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const status = consentStatus(job);
  if (!status) return <>{t('backgroundCheck.none')}</>;
  return (
    <>
      {status.withdrawn
        ? CONSENT_TYPE_LABELS.WithdrawnConsent[language]
        : CONSENT_STATE_LABELS[status.state][language]}
    </>
  );
};

/** One row per job (a person checked); the name opens the order. */
export const OrdersTable = ({ rows, labelledBy }: { rows: readonly OrderRow[]; labelledBy: string }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const none = t('backgroundCheck.none');
  return (
    <DataTable
      rows={rows}
      rowKey={({ job }) => job.id}
      labelledBy={labelledBy}
      empty={t('backgroundCheck.list.noMatch')}
      minWidth={960}
      columns={[
        shortIdColumn<OrderRow>('order', t('backgroundCheck.list.columns.order'), ({ order }) => order.id),
        linkColumn<OrderRow>('name', t('backgroundCheck.list.columns.name'), ({ order, job }) => ({
          to: orderPath(order.id),
          label: job.name || t('backgroundCheck.list.unnamed'),
        })),
        {
          key: 'service',
          header: t('backgroundCheck.list.columns.service'),
          cell: ({ job }) => SERVICE_LABELS[job.service][language],
        },
        {
          key: 'position',
          header: t('backgroundCheck.list.columns.position'),
          cell: ({ job }) => job.position || none,
        },
        jobStateColumn<OrderRow>(
          t('backgroundCheck.list.columns.state'),
          language,
          ({ job }) => job.currState,
        ),
        {
          key: 'consent',
          header: t('backgroundCheck.list.columns.consent'),
          cell: ({ job }) => <ConsentCell job={job} />,
        },
        {
          key: 'orderDate',
          header: t('backgroundCheck.list.columns.orderDate'),
          cell: ({ job }) => (job.orderDate ? formatDate(job.orderDate) : none),
        },
        deadlineColumn<OrderRow>(t('backgroundCheck.list.columns.deadline'), ({ job }) => job),
      ]}
    />
  );
};

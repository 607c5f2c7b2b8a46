import { formatDate, formatDateTime, type LfdList, type LfdOrderRow } from '@granska/domain';
import { useTranslation } from 'react-i18next';
import { deadlineColumn, jobStateColumn, linkColumn } from '../../../components/list/columns';
import { type DataColumn, DataTable } from '../../../components/list/data-table';
import { currentLanguage } from '../../../i18n/i18n';
import { orderPath } from '../paths';

/**
 * One row per check: the person (opening the order), the sequence number (1 for the prescreen, then
 * each follow-up), the spec's state label, the order date and the customer-facing deadline; the
 * scheduled list shows whether the follow-up is approved and its activation time instead.
 */
export const LfdOrdersTable = ({
  list,
  rows,
  labelledBy,
  empty,
}: {
  list: LfdList;
  rows: readonly LfdOrderRow[];
  labelledBy: string;
  empty: string;
}) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const none = t('lfd.none');
  const lastColumns: DataColumn<LfdOrderRow>[] =
    list === 'scheduled'
      ? [
          {
            key: 'approval',
            header: t('lfd.list.columns.approval'),
            cell: (row) =>
              row.followUpApproved === null
                ? none
                : t(row.followUpApproved ? 'lfd.list.columns.approved' : 'lfd.list.columns.awaitingApproval'),
          },
          {
            key: 'activation',
            header: t('lfd.list.columns.activationTime'),
            cell: (row) => (row.activationTime ? formatDateTime(row.activationTime) : none),
          },
        ]
      : [deadlineColumn<LfdOrderRow>(t('lfd.list.columns.deadline'), (row) => row)];
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row.jobId}
      labelledBy={labelledBy}
      empty={empty}
      minWidth={720}
      columns={[
        linkColumn<LfdOrderRow>('name', t('lfd.list.columns.name'), (row) => ({
          to: orderPath(row.orderId),
          label: row.name || t('lfd.list.unnamed'),
        })),
        {
          key: 'sequence',
          header: t('lfd.list.columns.sequenceNumber'),
          cell: (row) => row.sequenceNumber,
        },
        jobStateColumn<LfdOrderRow>(t('lfd.list.columns.state'), language, (row) => row.currState),
        {
          key: 'orderDate',
          header: t('lfd.list.columns.orderDate'),
          cell: (row) => (row.orderDate ? formatDate(row.orderDate) : none),
        },
        ...lastColumns,
      ]}
    />
  );
};

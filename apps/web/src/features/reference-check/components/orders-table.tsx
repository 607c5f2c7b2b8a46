import { formatDate, REFERENCE_ORDER_STATE_LABELS, type ReferenceOrderBundle } from '@granska/domain';
import { useTranslation } from 'react-i18next';
import { linkColumn, shortIdColumn } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { currentLanguage } from '../../../i18n/i18n';
import { orderPath } from '../paths';
import { answeredCount, nominated } from './reference-counts';

/**
 * One row per order, without personal data (the list bundle has none): the position opens the order.
 * 'Referenser' counts the referees who answered of those the candidate nominated.
 */
export const OrdersTable = ({
  orders,
  labelledBy,
  empty,
}: {
  orders: readonly ReferenceOrderBundle[];
  labelledBy: string;
  empty: string;
}) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const none = t('referenceCheck.none');
  return (
    <DataTable
      rows={orders}
      rowKey={({ order }) => order.id}
      labelledBy={labelledBy}
      empty={empty}
      minWidth={820}
      columns={[
        linkColumn<ReferenceOrderBundle>(
          'position',
          t('referenceCheck.list.columns.position'),
          ({ order }) => ({
            to: orderPath(order.id),
            label: order.position || t('referenceCheck.list.noPosition'),
          }),
        ),
        shortIdColumn<ReferenceOrderBundle>(
          'id',
          t('referenceCheck.list.columns.id'),
          ({ order }) => order.id,
        ),
        {
          key: 'company',
          header: t('referenceCheck.list.columns.company'),
          cell: ({ order }) => order.company || none,
        },
        {
          key: 'state',
          header: t('referenceCheck.list.columns.state'),
          cell: ({ order }) => (order.state ? REFERENCE_ORDER_STATE_LABELS[order.state][language] : none),
        },
        {
          key: 'orderDate',
          header: t('referenceCheck.list.columns.orderDate'),
          sorted: 'descending',
          cell: ({ order }) => (order.orderDate ? formatDate(order.orderDate) : none),
        },
        {
          key: 'references',
          header: t('referenceCheck.list.columns.references'),
          cell: ({ references }) =>
            nominated(references).length === 0
              ? none
              : t('referenceCheck.list.answered', {
                  answered: answeredCount(references),
                  total: nominated(references).length,
                }),
        },
      ]}
    />
  );
};

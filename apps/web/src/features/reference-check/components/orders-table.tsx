import {
  formatDate,
  REFERENCE_ORDER_STATE_LABELS,
  type ReferenceOrderBundle,
  shortId,
} from '@granska/domain';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
        {
          key: 'position',
          header: t('referenceCheck.list.columns.position'),
          rowHeader: true,
          cell: ({ order }) => (
            <Anchor component={Link} to={orderPath(order.id)} size="sm">
              {order.position || t('referenceCheck.list.noPosition')}
            </Anchor>
          ),
        },
        {
          key: 'id',
          header: t('referenceCheck.list.columns.id'),
          cell: ({ order }) => (
            <Text size="sm" ff="monospace">
              {shortId(order.id)}
            </Text>
          ),
        },
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

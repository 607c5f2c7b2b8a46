import { PS_ORDER_STATUSES, type PsOrderStatus } from '@granska/domain';
import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { ListFilter } from '../../../components/list/list-filter';
import { ListFooter, Refetching } from '../../../components/list/list-footer';
import { useKeepPageInRange, useListParams } from '../../../components/list/use-list-params';
import { PageHeading } from '../../../components/page-title/page-heading';
import { usePsOrdersPage } from '../api/sak-orders-api';
import { useSakRights } from '../rights';
import { PsOrdersTable } from './ps-orders-table';

const FILTERS = { status: 'any' } as const;

const statusOf = (value: string | null): PsOrderStatus | null =>
  (PS_ORDER_STATUSES as readonly string[]).includes(value ?? '') ? (value as PsOrderStatus) : null;

/**
 * `/sak/orders`: the SÄK orders the user sees, newest first, filtered by status (in the address) and
 * paged by the server; the scheduled clearances with their start and approval.
 */
export const OrdersPage = () => {
  const { t } = useTranslation();
  const rights = useSakRights();
  const params = useListParams(FILTERS);
  const status = statusOf(params.filters.status);
  const orders = usePsOrdersPage({ status, personId: null, page: params.page }, { enabled: rights.orders });
  useKeepPageInRange(params, orders.data?.pages);
  const titleId = 'sak-orders-title';

  if (!rights.orders) return <Text>{t('sak.orders.noAccess')}</Text>;

  const content = () => {
    if (orders.isPending) return <Loader size="sm" aria-label={t('sak.orders.loading')} />;
    if (orders.isError) return <ApiErrorAlert error={orders.error} />;
    return (
      <Stack gap="sm">
        <PsOrdersTable
          rows={orders.data.items}
          labelledBy={titleId}
          empty={status ? t('sak.orders.noMatch') : t('sak.orders.empty')}
          scheduled={status === 'scheduled'}
        />
        {orders.data.items.length > 0 && (
          <ListFooter
            total={t('sak.orders.total', { count: orders.data.total })}
            list={orders.data}
            onPage={params.setPage}
          />
        )}
      </Stack>
    );
  };

  return (
    <Stack component="section" aria-labelledby={titleId} gap="md">
      <PageHeading id={titleId}>{t('sak.orders.title')}</PageHeading>
      <ListFilter
        params={params}
        name="status"
        label={t('sak.orders.statusFilter')}
        allLabel={t('sak.orders.allStatuses')}
        options={PS_ORDER_STATUSES.map((each) => ({ value: each, label: t(`sak.orders.status.${each}`) }))}
        w={{ base: '100%', sm: 260 }}
      />
      <Refetching query={orders} label={t('sak.orders.loading')} />
      {content()}
    </Stack>
  );
};

import { ORDER_JOB_GROUPS, ORDER_SERVICES, type OrderService, SERVICE_LABELS } from '@granska/domain';
import { Button, Loader, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { ListFilter } from '../../../components/list/list-filter';
import { Refetching } from '../../../components/list/list-footer';
import { ListSearch } from '../../../components/list/list-search';
import { ListSection, NothingYet, PagedList } from '../../../components/list/list-section';
import { useKeepPageInRange, useListParams } from '../../../components/list/use-list-params';
import { currentLanguage } from '../../../i18n/i18n';
import { type OrderGroup, useOrdersPage } from '../api/list-orders';
import { NEW_ORDER_PATH } from '../paths';
import { useBackgroundCheckRights } from '../rights';
import { type OrderRow, OrdersTable } from './orders-table';

const TITLE_ID = 'background-check-orders-title';
const GROUPS = Object.keys(ORDER_JOB_GROUPS) as OrderGroup[];
const LIST_FILTERS = { group: GROUPS, service: ORDER_SERVICES } as const;

/** The jobs of the page's orders, one row each; with a group chosen, only that group's jobs. */
const rowsOf = (orders: OrderRow['order'][], group: OrderGroup | null): OrderRow[] =>
  orders.flatMap((order) =>
    order.jobs
      .filter(
        (job) => group === null || (ORDER_JOB_GROUPS[group] as readonly string[]).includes(job.currState),
      )
      .map((job) => ({ order, job })),
  );

/**
 * The portal's landing page: the orders the user may see (the server decides: orderers their own,
 * recipients what they receive, customer admins the customer's), searched, filtered and paged by the
 * server. Filters live in the address and the search text in the history entry, so going back from an
 * order keeps them.
 */
export const OrdersPage = () => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const rights = useBackgroundCheckRights();
  const navigate = useNavigate();
  const list = useListParams(LIST_FILTERS);
  const group = list.filters.group as OrderGroup | null;
  const service = list.filters.service as OrderService | null;
  const { page, search } = list;
  const orders = useOrdersPage({ search, group, service, page }, { enabled: rights.read });
  useKeepPageInRange(list, orders.data?.pages);

  // With nothing ordered yet the button stands by that message instead of in the header: one of it.
  const nothingYet = orders.isSuccess && orders.data.items.length === 0 && !list.narrowed;
  const newOrderButton = rights.order && (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => navigate(NEW_ORDER_PATH)}>
      {t('backgroundCheck.list.newOrder')}
    </Button>
  );

  const content = () => {
    if (!rights.read) return <Text>{t('backgroundCheck.list.noAccess')}</Text>;
    if (orders.isPending) return <Loader size="sm" aria-label={t('backgroundCheck.list.loading')} />;
    if (orders.isError) return <ApiErrorAlert error={orders.error} />;
    if (nothingYet) return <NothingYet message={t('backgroundCheck.list.empty')} action={newOrderButton} />;
    if (orders.data.items.length === 0) return <Text c="dimmed">{t('backgroundCheck.list.noMatch')}</Text>;
    return (
      <PagedList
        total={t('backgroundCheck.list.total', { count: orders.data.total })}
        list={orders.data}
        onPage={list.setPage}
      >
        <OrdersTable rows={rowsOf(orders.data.items, group)} labelledBy={TITLE_ID} />
      </PagedList>
    );
  };

  return (
    <ListSection
      titleId={TITLE_ID}
      title={t('backgroundCheck.list.title')}
      actions={!nothingYet && newOrderButton}
      filters={
        rights.read && (
          <>
            <ListSearch
              params={list}
              label={t('backgroundCheck.list.search')}
              placeholder={t('backgroundCheck.list.searchPlaceholder')}
              w={{ base: '100%', sm: 380 }}
            />
            <ListFilter
              params={list}
              name="group"
              label={t('backgroundCheck.list.group')}
              allLabel={t('backgroundCheck.list.allGroups')}
              options={GROUPS.map((value) => ({ value, label: t(`backgroundCheck.groups.${value}`) }))}
            />
            <ListFilter
              params={list}
              name="service"
              label={t('backgroundCheck.list.service')}
              allLabel={t('backgroundCheck.list.allServices')}
              options={ORDER_SERVICES.map((value) => ({ value, label: SERVICE_LABELS[value][language] }))}
            />
            <Refetching query={orders} label={t('backgroundCheck.list.loading')} />
          </>
        )
      }
    >
      {content()}
    </ListSection>
  );
};

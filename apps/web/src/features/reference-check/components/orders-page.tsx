import { REFERENCE_ORDER_GROUPS, type ReferenceOrderGroup } from '@granska/domain';
import { Loader, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { Refetching } from '../../../components/list/list-footer';
import { ListSearch } from '../../../components/list/list-search';
import { ListSection, PagedList } from '../../../components/list/list-section';
import { useKeepPageInRange, useListParams } from '../../../components/list/use-list-params';
import { useReferenceOrdersPage } from '../api/orders';
import { SETTINGS_PATH } from '../paths';
import { useReferenceCheckRights } from '../rights';
import { OrdersTable } from './orders-table';

const TITLE_ID = 'reference-check-orders-title';
/** Spec §4's groups in the order a user meets them: Sparade, Pågående, Klara. */
const GROUPS = Object.keys(REFERENCE_ORDER_GROUPS) as ReferenceOrderGroup[];
const DEFAULT_GROUP: ReferenceOrderGroup = 'pending';
const LIST_FILTERS = { group: GROUPS } as const;

const isGroup = (value: string | null): value is ReferenceOrderGroup =>
  value !== null && (GROUPS as readonly string[]).includes(value);

/**
 * The portal's landing page: the customer's orders in spec §4's three groups (a tab each, the group and
 * page in the address, the search in the history entry), searched by id prefix, name or position and
 * paged by the server.
 */
export const OrdersPage = () => {
  const { t } = useTranslation();
  const rights = useReferenceCheckRights();
  const list = useListParams(LIST_FILTERS);
  const group = isGroup(list.filters.group) ? list.filters.group : DEFAULT_GROUP;
  const { page, search } = list;
  const orders = useReferenceOrdersPage({ group, search, page }, { enabled: rights.read });
  useKeepPageInRange(list, orders.data?.pages);

  const content = () => {
    if (orders.isPending) return <Loader size="sm" aria-label={t('referenceCheck.list.loading')} />;
    if (orders.isError) return <ApiErrorAlert error={orders.error} />;
    return (
      <PagedList
        total={t('referenceCheck.list.total', { count: orders.data.total })}
        list={orders.data}
        onPage={list.setPage}
      >
        <OrdersTable
          orders={orders.data.items}
          labelledBy={TITLE_ID}
          empty={search ? t('referenceCheck.list.noMatch') : t(`referenceCheck.list.empty.${group}`)}
        />
      </PagedList>
    );
  };

  // A customer admin without a reference-check group manages the settings only: they are its page.
  if (!rights.read && rights.settings) return <Navigate to={SETTINGS_PATH} replace />;
  if (!rights.read) return <Text>{t('referenceCheck.list.noAccess')}</Text>;

  return (
    <ListSection
      titleId={TITLE_ID}
      title={t('referenceCheck.list.title')}
      filters={
        <>
          <ListSearch
            params={list}
            label={t('referenceCheck.list.search')}
            placeholder={t('referenceCheck.list.searchPlaceholder')}
            w={{ base: '100%', sm: 380 }}
          />
          <Refetching query={orders} label={t('referenceCheck.list.loading')} />
        </>
      }
    >
      <Tabs
        value={group}
        onChange={(value) => {
          if (isGroup(value)) list.setFilter('group', value === DEFAULT_GROUP ? null : value);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('referenceCheck.list.groups')}>
          {GROUPS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`referenceCheck.groups.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {GROUPS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === group && content()}
          </Tabs.Panel>
        ))}
      </Tabs>
    </ListSection>
  );
};

import type { LfdList } from '@granska/domain';
import { Button, Loader, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { Refetching } from '../../../components/list/list-footer';
import { ListSearch } from '../../../components/list/list-search';
import { ListSection, NothingYet, PagedList } from '../../../components/list/list-section';
import { useKeepPageInRange, useListParams } from '../../../components/list/use-list-params';
import { useLfdOrdersPage } from '../api/lfd-api';
import { LFD_LIST_ORDER, LIST_PATHS, NEW_ORDER_PATH } from '../paths';
import { useLfdRights } from '../rights';
import { LfdOrdersTable } from './lfd-orders-table';

const NO_FILTERS = {} as const;

/**
 * One of the portal's three lists (Aktuella, Arkiverade, Schemalagda): searched (order id prefix, name
 * or a whole personal number) and paged by the server, the page in the address and the search in the
 * history entry. A user without this list's group goes to the first list it may see.
 */
export const LfdListPage = ({ list }: { list: LfdList }) => {
  const { t } = useTranslation();
  const rights = useLfdRights();
  const navigate = useNavigate();
  const params = useListParams(NO_FILTERS);
  const { page, search } = params;
  const allowed = rights.lists[list];
  const orders = useLfdOrdersPage(list, { search, page }, { enabled: allowed });
  useKeepPageInRange(params, orders.data?.pages);
  const titleId = `lfd-${list}-title`;

  if (!allowed) {
    const other = LFD_LIST_ORDER.find((candidate) => rights.lists[candidate]);
    if (other) return <Navigate to={LIST_PATHS[other]} replace />;
    if (rights.order) return <Navigate to={NEW_ORDER_PATH} replace />;
    return <Text>{t('lfd.list.noAccess')}</Text>;
  }

  const nothingYet = orders.isSuccess && orders.data.items.length === 0 && !params.narrowed;
  const newOrderButton = list === 'current' && rights.order && (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => navigate(NEW_ORDER_PATH)}>
      {t('lfd.list.newOrder')}
    </Button>
  );

  const content = () => {
    if (orders.isPending) return <Loader size="sm" aria-label={t('lfd.list.loading')} />;
    if (orders.isError) return <ApiErrorAlert error={orders.error} />;
    if (nothingYet) return <NothingYet message={t(`lfd.list.empty.${list}`)} action={newOrderButton} />;
    return (
      <PagedList
        total={t('lfd.list.total', { count: orders.data.total })}
        list={orders.data}
        onPage={params.setPage}
      >
        <LfdOrdersTable
          list={list}
          rows={orders.data.items}
          labelledBy={titleId}
          empty={t('lfd.list.noMatch')}
        />
      </PagedList>
    );
  };

  return (
    <ListSection
      titleId={titleId}
      title={t(`lfd.list.title.${list}`)}
      actions={!nothingYet && newOrderButton}
      filters={
        <>
          <ListSearch
            params={params}
            label={t('lfd.list.search')}
            placeholder={t('lfd.list.searchPlaceholder')}
            w={{ base: '100%', sm: 380 }}
          />
          <Refetching query={orders} label={t('lfd.list.loading')} />
        </>
      }
    >
      {content()}
    </ListSection>
  );
};

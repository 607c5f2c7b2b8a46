import { ORDER_JOB_GROUPS, ORDER_SERVICES, type OrderService, SERVICE_LABELS } from '@granska/domain';
import { Button, Group, Loader, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { Pager } from '../../../components/pager/pager';
import { currentLanguage } from '../../../i18n/i18n';
import { type OrderGroup, useOrdersPage } from '../api/list-orders';
import { NEW_ORDER_PATH } from '../paths';
import { useBackgroundCheckRights } from '../rights';
import { type OrderRow, OrdersTable } from './orders-table';
import { useLeaving } from './use-leaving';

const SEARCH_DELAY_MS = 300;
const TITLE_ID = 'background-check-orders-title';
const GROUPS = Object.keys(ORDER_JOB_GROUPS) as OrderGroup[];

const isGroup = (value: string | null): value is OrderGroup => GROUPS.includes(value as OrderGroup);
const isService = (value: string | null): value is OrderService =>
  ORDER_SERVICES.includes(value as OrderService);

/** What the list keeps in its history entry. */
interface ListState {
  search: string;
}

const searchOf = (state: unknown): string => {
  const search = (state as Partial<ListState> | null)?.search;
  return typeof search === 'string' ? search : '';
};

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
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const groupParam = params.get('group');
  const serviceParam = params.get('service');
  const group = isGroup(groupParam) ? groupParam : null;
  const service = isService(serviceParam) ? serviceParam : null;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  // The search may be a personal number: it lives in the history entry, never in the address.
  const searchState = searchOf(location.state);

  const [search, setSearch] = useState(searchState);
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DELAY_MS);

  const update = useCallback(
    (changes: Record<string, string | null>, nextSearch: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true, state: { search: nextSearch } satisfies ListState },
      ),
    [setParams],
  );

  // A new search text, once typing pauses, starts again from the first page; not once the user has
  // clicked their way elsewhere (an order found before the pause), which it would undo.
  const leaving = useLeaving();
  const typed = debouncedSearch.trim();
  const lastTyped = useRef(typed);
  useEffect(() => {
    if (typed === lastTyped.current) return;
    lastTyped.current = typed;
    if (!leaving.current) update({ page: null }, typed);
  }, [typed, update, leaving]);

  const orders = useOrdersPage({ search: searchState, group, service, page }, { enabled: rights.read });

  // A list that shrank under the current page (a draft removed) goes back to its last page.
  const pages = orders.data?.pages ?? 0;
  useEffect(() => {
    if (pages > 0 && page > pages && !leaving.current) update({ page: String(pages) }, searchState);
  }, [page, pages, update, searchState, leaving]);

  const filtered = searchState !== '' || group !== null || service !== null;
  // With nothing ordered yet the button stands by that message instead of in the header: one of it.
  const nothingYet = orders.isSuccess && orders.data.orders.length === 0 && !filtered;
  const newOrderButton = rights.order && (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => navigate(NEW_ORDER_PATH)}>
      {t('backgroundCheck.list.newOrder')}
    </Button>
  );

  const list = () => {
    if (!rights.read) return <Text>{t('backgroundCheck.list.noAccess')}</Text>;
    if (orders.isPending) return <Loader size="sm" aria-label={t('backgroundCheck.list.loading')} />;
    if (orders.isError) return <ApiErrorAlert error={orders.error} />;
    if (nothingYet) {
      return (
        <Stack align="flex-start" gap="sm">
          <Text>{t('backgroundCheck.list.empty')}</Text>
          {newOrderButton}
        </Stack>
      );
    }
    if (orders.data.orders.length === 0) return <Text c="dimmed">{t('backgroundCheck.list.noMatch')}</Text>;
    return (
      <Stack gap="sm">
        <OrdersTable rows={rowsOf(orders.data.orders, group)} labelledBy={TITLE_ID} />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('backgroundCheck.list.total', { count: orders.data.total })}
          </Text>
          <Pager
            page={orders.data.page}
            pages={orders.data.pages}
            onChange={(next) => update({ page: next === 1 ? null : String(next) }, searchState)}
          />
        </Group>
      </Stack>
    );
  };

  return (
    <Stack component="section" aria-labelledby={TITLE_ID} gap="md">
      <Group justify="space-between">
        <Title order={2} id={TITLE_ID}>
          {t('backgroundCheck.list.title')}
        </Title>
        {!nothingYet && newOrderButton}
      </Group>
      {rights.read && (
        <Group align="flex-end">
          <TextInput
            type="search"
            label={t('backgroundCheck.list.search')}
            placeholder={t('backgroundCheck.list.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={380}
          />
          <NativeSelect
            label={t('backgroundCheck.list.group')}
            value={group ?? ''}
            onChange={(event) => update({ group: event.currentTarget.value, page: null }, searchState)}
            data={[
              { value: '', label: t('backgroundCheck.list.allGroups') },
              ...GROUPS.map((value) => ({ value, label: t(`backgroundCheck.groups.${value}`) })),
            ]}
          />
          <NativeSelect
            label={t('backgroundCheck.list.service')}
            value={service ?? ''}
            onChange={(event) => update({ service: event.currentTarget.value, page: null }, searchState)}
            data={[
              { value: '', label: t('backgroundCheck.list.allServices') },
              ...ORDER_SERVICES.map((value) => ({ value, label: SERVICE_LABELS[value][language] })),
            ]}
          />
          {orders.isFetching && !orders.isPending && (
            <Loader size="sm" aria-label={t('backgroundCheck.list.loading')} />
          )}
        </Group>
      )}
      {list()}
    </Stack>
  );
};

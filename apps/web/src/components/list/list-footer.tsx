import { Group, Loader, Text } from '@mantine/core';
import { Pager } from '../pager/pager';

/** Below a list: how many it holds in all ('12 beställningar'), and the pager for the shown page. */
export const ListFooter = ({
  total,
  list,
  onPage,
}: {
  total: string;
  list: { page: number; pages: number };
  onPage: (page: number) => void;
}) => (
  <Group justify="space-between">
    <Text size="sm" c="dimmed">
      {total}
    </Text>
    <Pager page={list.page} pages={list.pages} onChange={onPage} />
  </Group>
);

/** Beside a list's filters while a shown list is fetched again (a new page, search or filter). */
export const Refetching = ({
  query,
  label,
}: {
  query: { isFetching: boolean; isPending: boolean };
  label: string;
}) => (query.isFetching && !query.isPending ? <Loader size="sm" aria-label={label} /> : null);

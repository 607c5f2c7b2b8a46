import { Group, Text } from '@mantine/core';
import { Pager } from '../pager/pager';

/** Below a list: how many it holds in all ('12 beställningar'), and the pager. */
export const ListFooter = ({
  total,
  page,
  pages,
  onPage,
}: {
  total: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) => (
  <Group justify="space-between">
    <Text size="sm" c="dimmed">
      {total}
    </Text>
    <Pager page={page} pages={pages} onChange={onPage} />
  </Group>
);

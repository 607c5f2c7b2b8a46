import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeading } from '../page-title/page-heading';
import { ListFooter } from './list-footer';

export interface ListSectionProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  /** Beside the heading (a new-order button). */
  actions?: ReactNode;
  /** Above the list: its search, filters and the refetching spinner. */
  filters?: ReactNode;
  children: ReactNode;
}

/** A list page: its heading (with what stands beside it), the search and filters, then the list. */
export const ListSection = ({ titleId, title, actions, filters, children }: ListSectionProps) => (
  <Stack component="section" aria-labelledby={titleId} gap="md">
    {actions ? (
      <Group justify="space-between">
        <PageHeading id={titleId}>{title}</PageHeading>
        {actions}
      </Group>
    ) : (
      <PageHeading id={titleId}>{title}</PageHeading>
    )}
    {filters && <Group align="flex-end">{filters}</Group>}
    {children}
  </Stack>
);

/** One page of a list and, when it holds any rows, the total and the pager below it. */
export const PagedList = ({
  total,
  list,
  onPage,
  children,
}: {
  total: string;
  list: { page: number; pages: number; items: readonly unknown[] };
  onPage: (page: number) => void;
  children: ReactNode;
}) => (
  <Stack gap="sm">
    {children}
    {list.items.length > 0 && <ListFooter total={total} list={list} onPage={onPage} />}
  </Stack>
);

/** A list with nothing in it yet: its words, and beside them the way to the first order where there is one. */
export const NothingYet = ({ message, action }: { message: string; action: ReactNode }) => (
  <Stack align="flex-start" gap="sm">
    <Text>{message}</Text>
    {action}
  </Stack>
);

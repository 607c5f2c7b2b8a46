import { shortId } from '@granska/domain';
import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DataColumn } from './data-table';

/** The column that names each row by a link to its page (the row header). */
export const linkColumn = <T,>(
  key: string,
  header: ReactNode,
  link: (row: T) => { to: string; label: ReactNode },
): DataColumn<T> => ({
  key,
  header,
  rowHeader: true,
  cell: (row) => {
    const { to, label } = link(row);
    return (
      <Anchor component={Link} to={to} size="sm">
        {label}
      </Anchor>
    );
  },
});

/** A column of ids, short, in a fixed-width font. */
export const shortIdColumn = <T,>(
  key: string,
  header: ReactNode,
  idOf: (row: T) => string,
): DataColumn<T> => ({
  key,
  header,
  cell: (row) => (
    <Text size="sm" ff="monospace">
      {shortId(idOf(row))}
    </Text>
  ),
});

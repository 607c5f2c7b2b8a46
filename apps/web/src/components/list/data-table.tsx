import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DataColumn<T> {
  /** Unique within the table. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The cell that names the row (a `th scope="row"`), so a screen reader reads it with every other cell. */
  rowHeader?: boolean;
  /** Amounts line up on the right. */
  align?: 'left' | 'right';
  /** The order the list is sorted by this column (`aria-sort` on its header). */
  sorted?: 'ascending' | 'descending';
}

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => string;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  caption?: ReactNode;
  /** The id of the heading that names the table, when it has no caption. */
  labelledBy?: string;
  /** The table's name when no heading or caption names it. */
  label?: string;
  /** Below this width the table scrolls sideways instead of squeezing (small screens). */
  minWidth?: number;
  /** Rows under the list (totals): `Table.Tr`s, written by the page. */
  footer?: ReactNode;
  striped?: boolean;
}

/**
 * The list kit's table (docs/decisions/web-list-kit.md): column headers, one row header per row, the
 * empty text instead of an empty table, sideways scrolling on small screens.
 */
export const DataTable = <T,>({
  rows,
  columns,
  rowKey,
  empty,
  caption,
  labelledBy,
  label,
  minWidth = 700,
  footer,
  striped = true,
}: DataTableProps<T>) => {
  if (rows.length === 0) return typeof empty === 'string' ? <Text c="dimmed">{empty}</Text> : empty;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped={striped} highlightOnHover aria-labelledby={labelledBy} aria-label={label}>
        {caption !== undefined && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" ta={column.align} aria-sort={column.sorted}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <Table.Th key={column.key} scope="row" fw="normal" ta={column.align}>
                    {column.cell(row)}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.key} ta={column.align}>
                    {column.cell(row)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {footer !== undefined && <Table.Tfoot>{footer}</Table.Tfoot>}
      </Table>
    </Table.ScrollContainer>
  );
};

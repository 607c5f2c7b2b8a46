import { formatDateTime } from '@granska/domain';
import { type DataColumn, DataTable } from '../list/data-table';

export interface HistoryTableProps<E extends { time: string }> {
  entries: readonly E[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** Shown instead of the table when there is no entry. */
  empty: string;
  /** The first column's header: when it happened. */
  timeHeader: string;
  /** What each entry says, after its time. */
  columns: readonly DataColumn<E>[];
}

/** A job's append-only history (state log, assignments), oldest first: the time, then what happened. */
export const HistoryTable = <E extends { time: string }>({
  entries,
  labelledBy,
  empty,
  timeHeader,
  columns,
}: HistoryTableProps<E>) => {
  // The history is append-only: an entry's position identifies it.
  const rows = entries.map((entry, index) => ({ entry, index }));
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => String(row.index)}
      labelledBy={labelledBy}
      empty={empty}
      minWidth={0}
      striped={false}
      columns={[
        { key: 'time', header: timeHeader, rowHeader: true, cell: (row) => formatDateTime(row.entry.time) },
        ...columns.map((column) => ({ ...column, cell: (row: { entry: E }) => column.cell(row.entry) })),
      ]}
    />
  );
};

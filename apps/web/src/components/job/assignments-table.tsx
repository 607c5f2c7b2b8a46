import { formatDateTime } from '@granska/domain';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../list/data-table';

export interface AssignmentEntry {
  time: string;
  fromUser?: string | null;
  fromEmail?: string | null;
  toUser?: string | null;
  toEmail?: string | null;
}

export interface AssignmentsTableProps {
  assignments: readonly AssignmentEntry[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** Shown instead of the table when the job was never assigned. */
  empty: string;
}

/** A job's analyst assignments, oldest first: when, from whom, to whom. */
export const AssignmentsTable = ({ assignments, labelledBy, empty }: AssignmentsTableProps) => {
  const { t } = useTranslation();
  const nobody = t('job.assignments.nobody');
  // The history is append-only: its position identifies an entry.
  const rows = assignments.map((entry, index) => ({ ...entry, index }));
  return (
    <DataTable
      rows={rows}
      rowKey={(entry) => String(entry.index)}
      labelledBy={labelledBy}
      empty={empty}
      minWidth={0}
      striped={false}
      columns={[
        {
          key: 'time',
          header: t('job.assignments.time'),
          rowHeader: true,
          cell: (entry) => formatDateTime(entry.time),
        },
        {
          key: 'from',
          header: t('job.assignments.from'),
          cell: (entry) => entry.fromEmail ?? entry.fromUser ?? nobody,
        },
        {
          key: 'to',
          header: t('job.assignments.to'),
          cell: (entry) => entry.toEmail ?? entry.toUser ?? nobody,
        },
      ]}
    />
  );
};

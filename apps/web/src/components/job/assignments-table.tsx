import { useTranslation } from 'react-i18next';
import { HistoryTable } from './history-table';

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
  return (
    <HistoryTable
      entries={assignments}
      labelledBy={labelledBy}
      empty={empty}
      timeHeader={t('job.assignments.time')}
      columns={[
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

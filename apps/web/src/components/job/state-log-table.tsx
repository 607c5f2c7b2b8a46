import { formatDateTime, JOB_STATE_LABELS, type JobState } from '@granska/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import { DataTable } from '../list/data-table';

export interface StateLogEntry {
  time: string;
  state: JobState;
  assignedAnalyst?: string | null;
}

export interface StateLogTableProps {
  entries: readonly StateLogEntry[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** Shown instead of the table when the log is empty. */
  empty: string;
  /** Adds the analyst of each entry (staff views), named from the user id. */
  analystOf?: (userId: string | null | undefined) => string;
}

/** A job's state log, oldest first: when, which state, and for staff the analyst then assigned. */
export const StateLogTable = ({ entries, labelledBy, empty, analystOf }: StateLogTableProps) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  // The log is append-only: its position identifies an entry.
  const rows = entries.map((entry, index) => ({ ...entry, index }));
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
          header: t('job.stateLog.time'),
          rowHeader: true,
          cell: (entry) => formatDateTime(entry.time),
        },
        {
          key: 'state',
          header: t('job.stateLog.state'),
          cell: (entry) => JOB_STATE_LABELS[entry.state][language],
        },
        ...(analystOf
          ? [
              {
                key: 'analyst',
                header: t('job.stateLog.analyst'),
                cell: (entry: StateLogEntry) => analystOf(entry.assignedAnalyst),
              },
            ]
          : []),
      ]}
    />
  );
};

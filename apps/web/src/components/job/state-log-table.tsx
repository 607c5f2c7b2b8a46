import { JOB_STATE_LABELS, type JobState } from '@granska/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import { HistoryTable } from './history-table';

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
  return (
    <HistoryTable
      entries={entries}
      labelledBy={labelledBy}
      empty={empty}
      timeHeader={t('job.stateLog.time')}
      columns={[
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

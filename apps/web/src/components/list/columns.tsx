import { JOB_STATE_LABELS, type JobState, type Lang, shortId } from '@granska/domain';
import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DeadlineText } from '../deadline-text/deadline-text';
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

/** What a job's deadline column reads: the deadline and its status (close, passed). */
export interface JobDeadline {
  deadline: string | null | undefined;
  deadlineStatus: 'close' | 'passed' | null | undefined;
}

/** A job's deadline with its status; `sorted` where the list is in deadline order. */
export const deadlineColumn = <T,>(
  header: ReactNode,
  jobOf: (row: T) => JobDeadline,
  sorted?: 'ascending',
): DataColumn<T> => ({
  key: 'deadline',
  header,
  ...(sorted ? { sorted } : {}),
  cell: (row) => {
    const job = jobOf(row);
    return <DeadlineText deadline={job.deadline} status={job.deadlineStatus} />;
  },
});

/** A job's state by its label in the language shown. */
export const jobStateColumn = <T,>(
  header: ReactNode,
  language: Lang,
  stateOf: (row: T) => JobState,
): DataColumn<T> => ({
  key: 'state',
  header,
  cell: (row) => JOB_STATE_LABELS[stateOf(row)][language],
});

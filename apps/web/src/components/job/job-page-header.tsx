import { type DeadlineStatus, type JobState, SERVICE_LABELS, type Service } from '@granska/domain';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import { DeadlineText } from '../deadline-text/deadline-text';
import { PageHeading } from '../page-title/page-heading';
import { JobStateBadge } from './job-state-badge';

export interface JobPageHeaderProps {
  /** The browser tab's title before the person's name. */
  tabTitle: string;
  job: {
    personName: string;
    currState: JobState;
    service: Service;
    customerName: string;
    deadline: string | null;
    deadlineStatus: DeadlineStatus | null;
  };
}

/** A staff job page's heading: the person's name, then the job's state, service, customer and deadline. */
export const JobPageHeader = ({ tabTitle, job }: JobPageHeaderProps) => {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <Stack gap={4}>
      <PageHeading tabTitle={tabTitle}>{job.personName}</PageHeading>
      <Group gap="xs">
        <JobStateBadge state={job.currState} />
        <Text size="sm">{SERVICE_LABELS[job.service][language]}</Text>
        <Text size="sm" c="dimmed">
          {job.customerName}
        </Text>
        <DeadlineText deadline={job.deadline} status={job.deadlineStatus} />
      </Group>
    </Stack>
  );
};

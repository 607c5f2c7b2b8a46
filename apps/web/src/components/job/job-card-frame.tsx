import type { JobState } from '@granska/domain';
import { Card, Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { JobStateBadge } from './job-state-badge';

/** A job on a customer's order page: a card named by the person, with its state, an action, and the rest. */
export const JobCardFrame = ({
  name,
  state,
  action,
  children,
}: {
  name: string;
  state: JobState;
  action?: ReactNode;
  children: ReactNode;
}) => {
  const titleId = useId();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Group gap="sm">
            <Title order={3} size="h4" id={titleId}>
              {name}
            </Title>
            <JobStateBadge state={state} />
          </Group>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
};

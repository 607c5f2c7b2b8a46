import type { PsClassRenewal } from '@granska/domain';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A clearance's due day and how far off it is, in words as well as colour: red once overdue, orange
 * within the 60 days the list shows.
 */
export const RenewalDue = ({ renewal, window }: { renewal: PsClassRenewal; window: number }) => {
  const { t } = useTranslation();
  const { due, daysLeft } = renewal;
  const tone = daysLeft < 0 ? 'red' : daysLeft <= window ? 'orange' : undefined;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c={tone ? `${tone}.9` : undefined} fw={tone ? 600 : undefined}>
        {due}
      </Text>
      <Badge color={tone ?? 'gray'} variant="light" size="sm">
        {daysLeft < 0
          ? t('sak.renewals.overdue', { count: -daysLeft })
          : daysLeft === 0
            ? t('sak.renewals.dueToday')
            : t('sak.renewals.dueIn', { count: daysLeft })}
      </Badge>
    </Group>
  );
};

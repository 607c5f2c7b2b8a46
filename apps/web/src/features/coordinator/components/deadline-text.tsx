import { formatDateTime, type StaffJobListItem } from '@granska/domain';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Dark shades for the text and light badges with dark text: readable contrast on white.
const TEXT_COLORS = { close: 'orange.9', passed: 'red.9' } as const;
const BADGE_COLORS = { close: 'orange', passed: 'red' } as const;

/**
 * The staff deadline (Stockholm time) and, from a day before it, 'Närmar sig' or after it 'Passerad':
 * in words as well as colour.
 */
export const DeadlineText = ({ job }: { job: Pick<StaffJobListItem, 'deadline' | 'deadlineStatus'> }) => {
  const { t } = useTranslation();
  if (!job.deadline) return <Text size="sm">{t('coordinator.none')}</Text>;
  const status = job.deadlineStatus;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c={status ? TEXT_COLORS[status] : undefined} fw={status ? 600 : undefined}>
        {formatDateTime(job.deadline)}
      </Text>
      {status && (
        <Badge color={BADGE_COLORS[status]} variant="light" size="sm">
          {t(`coordinator.deadline.${status}`)}
        </Badge>
      )}
    </Group>
  );
};

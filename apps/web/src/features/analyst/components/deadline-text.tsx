import { formatDateTime } from '@granska/domain';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Dark shades for the text and light badges with dark text: readable contrast on white.
const TEXT_COLORS = { close: 'orange.9', passed: 'red.9' } as const;
const BADGE_COLORS = { close: 'orange', passed: 'red' } as const;

/** The staff deadline (Stockholm time) and, from a day before it, 'Närmar sig', after it 'Passerad'. */
export const DeadlineText = ({
  deadline,
  status,
}: {
  deadline: string | null;
  status: 'close' | 'passed' | null;
}) => {
  const { t } = useTranslation();
  if (!deadline) return <Text size="sm">{t('analyst.none')}</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c={status ? TEXT_COLORS[status] : undefined} fw={status ? 600 : undefined}>
        {formatDateTime(deadline)}
      </Text>
      {status && (
        <Badge color={BADGE_COLORS[status]} variant="light" size="sm">
          {t(`analyst.deadline.${status}`)}
        </Badge>
      )}
    </Group>
  );
};

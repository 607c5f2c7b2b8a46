import { formatDateTime } from '@granska/domain';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Dark shades for the text and light badges with dark text: readable contrast on white.
const TEXT_COLORS = { close: 'orange.9', passed: 'red.9' } as const;
const BADGE_COLORS = { close: 'orange', passed: 'red' } as const;

/**
 * A job's deadline (Stockholm time) and, from a day before it, 'Närmar sig' or after it 'Passerad':
 * in words as well as colour.
 */
export const DeadlineText = ({
  deadline,
  status,
}: {
  deadline: string | null | undefined;
  status: 'close' | 'passed' | null | undefined;
}) => {
  const { t } = useTranslation();
  if (!deadline) return <Text size="sm">{t('deadlineText.none')}</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c={status ? TEXT_COLORS[status] : undefined} fw={status ? 600 : undefined}>
        {formatDateTime(deadline)}
      </Text>
      {status && (
        <Badge color={BADGE_COLORS[status]} variant="light" size="sm">
          {t(`deadlineText.${status}`)}
        </Badge>
      )}
    </Group>
  );
};

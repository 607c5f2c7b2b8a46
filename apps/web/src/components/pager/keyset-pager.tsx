import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface KeysetPagerProps {
  /** 1-based number of the page shown. */
  page: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * Previous / next for token-paged lists (GET /jobs?nextToken, useKeysetPages): a keyset page knows the
 * next page, not how many there are, so there are no page links. Hidden when there is only one page.
 */
export const KeysetPager = ({ page, hasNext, onPrevious, onNext }: KeysetPagerProps) => {
  const { t } = useTranslation();
  if (page <= 1 && !hasNext) return null;
  return (
    <Group component="nav" aria-label={t('pager.label')} gap="xs" justify="center">
      <Button
        variant="default"
        size="compact-sm"
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        disabled={page <= 1}
        onClick={onPrevious}
      >
        {t('pager.previous')}
      </Button>
      <Text size="sm" aria-current="page">
        {t('pager.page', { page })}
      </Text>
      <Button
        variant="default"
        size="compact-sm"
        rightSection={<IconChevronRight size={16} aria-hidden />}
        disabled={!hasNext}
        onClick={onNext}
      >
        {t('pager.next')}
      </Button>
    </Group>
  );
};

import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pageWindow } from './page-window';

export interface PagerProps {
  /** 1-based current page. */
  page: number;
  /** Number of pages (see pageCount). */
  pages: number;
  onChange: (page: number) => void;
}

/** Previous / up to nine page links around the current page / next (spec §9). Hidden for one page. */
export const Pager = ({ page, pages, onChange }: PagerProps) => {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  return (
    <Group component="nav" aria-label={t('pager.label')} gap={4} justify="center">
      <Button
        variant="default"
        size="compact-sm"
        aria-label={t('pager.previous')}
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
      >
        <IconChevronLeft size={16} aria-hidden />
      </Button>
      {pageWindow(current, pages).map((number) => (
        <Button
          key={number}
          size="compact-sm"
          variant={number === current ? 'filled' : 'default'}
          aria-label={t('pager.page', { page: number })}
          aria-current={number === current ? 'page' : undefined}
          onClick={() => {
            if (number !== current) onChange(number);
          }}
        >
          {number}
        </Button>
      ))}
      <Button
        variant="default"
        size="compact-sm"
        aria-label={t('pager.next')}
        disabled={current >= pages}
        onClick={() => onChange(current + 1)}
      >
        <IconChevronRight size={16} aria-hidden />
      </Button>
    </Group>
  );
};

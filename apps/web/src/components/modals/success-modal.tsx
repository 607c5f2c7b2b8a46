import { BUSINESS_LIMITS } from '@granska/domain';
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../status-announcer/status-announcer';
import { StaticModal } from './static-modal';

export interface SuccessModalProps {
  opened: boolean;
  onClose: () => void;
  title?: string;
  message?: ReactNode;
  /** Milliseconds until it closes by itself; null keeps it open until closed. */
  autoCloseMs?: number | null;
}

/** 'Sparat' + 'Användaren sparades' → 'Sparat. Användaren sparades'; 'Klart!' keeps its own mark. */
const joinSentences = (first: string, second: string) =>
  /[.!?]$/.test(first) ? `${first} ${second}` : `${first}. ${second}`;

export const SuccessModal = ({
  opened,
  onClose,
  title,
  message,
  autoCloseMs = BUSINESS_LIMITS.SUCCESS_AUTO_CLOSE_MS,
}: SuccessModalProps) => {
  const { t } = useTranslation();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const announce = useAnnounce();
  const shownTitle = title ?? t('modals.success.title');

  // The dialog may close before a screen reader is done: when it closes (or goes with its page), the
  // app's status region takes its words and keeps them. While it is open, the dialog itself is read.
  const words = typeof message === 'string' ? joinSentences(shownTitle, message) : shownTitle;
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (opened) shown.current = words;
    else if (shown.current !== null) {
      announce(shown.current);
      shown.current = null;
    }
  }, [opened, words, announce]);
  useEffect(
    () => () => {
      if (shown.current !== null) announce(shown.current);
    },
    [announce],
  );

  useEffect(() => {
    if (!opened || autoCloseMs === null) return;
    const timer = setTimeout(() => onCloseRef.current(), autoCloseMs);
    return () => clearTimeout(timer);
  }, [opened, autoCloseMs]);

  return (
    <StaticModal
      opened={opened}
      onClose={onClose}
      withCloseButton
      closeButtonProps={{ 'aria-label': t('modals.close') }}
      title={
        <Group gap="xs">
          <ThemeIcon color="teal" variant="light" radius="xl" size="sm" aria-hidden>
            <IconCheck size={14} />
          </ThemeIcon>
          {shownTitle}
        </Group>
      }
    >
      {message !== undefined && <Text>{message}</Text>}
    </StaticModal>
  );
};

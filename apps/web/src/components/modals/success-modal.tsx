import { BUSINESS_LIMITS } from '@granska/domain';
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StaticModal } from './static-modal';

export interface SuccessModalProps {
  opened: boolean;
  onClose: () => void;
  title?: string;
  message?: ReactNode;
  /** Milliseconds until it closes by itself; null keeps it open until closed. */
  autoCloseMs?: number | null;
}

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
          {title ?? t('modals.success.title')}
        </Group>
      }
    >
      {message !== undefined && <Text>{message}</Text>}
    </StaticModal>
  );
};

import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaticModal } from './static-modal';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message?: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel?: string;
  loading?: boolean;
}

/** Avbryt / Bekräfta. */
export const ConfirmModal = ({
  opened,
  title,
  message,
  onCancel,
  onConfirm,
  confirmLabel,
  loading,
}: ConfirmModalProps) => {
  const { t } = useTranslation();
  return (
    <StaticModal opened={opened} onClose={onCancel} title={title}>
      <Stack>
        {message !== undefined && <Text>{message}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {t('modals.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={loading}>
            {confirmLabel ?? t('modals.confirm')}
          </Button>
        </Group>
      </Stack>
    </StaticModal>
  );
};

import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaticModal } from './static-modal';

export interface DangerModalProps {
  opened: boolean;
  title: string;
  message?: ReactNode;
  onDelete: () => void;
  onCancel: () => void;
  deleteLabel?: string;
  loading?: boolean;
}

/** Radera / Avbryt, for what cannot be undone. */
export const DangerModal = ({
  opened,
  title,
  message,
  onDelete,
  onCancel,
  deleteLabel,
  loading,
}: DangerModalProps) => {
  const { t } = useTranslation();
  return (
    <StaticModal opened={opened} onClose={onCancel} title={title}>
      <Stack>
        {message !== undefined && <Text>{message}</Text>}
        <Group justify="flex-end">
          <Button color="red" onClick={onDelete} loading={loading}>
            {deleteLabel ?? t('modals.danger.delete')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {t('modals.cancel')}
          </Button>
        </Group>
      </Stack>
    </StaticModal>
  );
};

import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaticModal } from './static-modal';

export interface ApproveDenyModalProps {
  opened: boolean;
  title: string;
  message?: ReactNode;
  onApprove: () => void;
  onDeny: () => void;
  /** The close button: leaves without deciding. */
  onClose: () => void;
  loading?: boolean;
}

/** Neka / Godkänn, plus a close button that decides nothing. */
export const ApproveDenyModal = ({
  opened,
  title,
  message,
  onApprove,
  onDeny,
  onClose,
  loading,
}: ApproveDenyModalProps) => {
  const { t } = useTranslation();
  return (
    <StaticModal
      opened={opened}
      onClose={onClose}
      title={title}
      withCloseButton
      closeButtonProps={{ 'aria-label': t('modals.close'), disabled: loading }}
    >
      <Stack>
        {message !== undefined && <Text>{message}</Text>}
        <Group justify="flex-end">
          <Button color="red" variant="light" onClick={onDeny} disabled={loading}>
            {t('modals.approveDeny.deny')}
          </Button>
          <Button onClick={onApprove} disabled={loading}>
            {t('modals.approveDeny.approve')}
          </Button>
        </Group>
      </Stack>
    </StaticModal>
  );
};

import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaticModal } from './static-modal';

export interface ConfirmWithCheckboxModalProps {
  opened: boolean;
  title: string;
  message?: ReactNode;
  /** What the user confirms by ticking the box. */
  checkboxLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel?: string;
  loading?: boolean;
}

/** Avbryt / Bekräfta, with Bekräfta disabled until the box is ticked. */
export const ConfirmWithCheckboxModal = ({
  opened,
  title,
  message,
  checkboxLabel,
  onCancel,
  onConfirm,
  confirmLabel,
  loading,
}: ConfirmWithCheckboxModalProps) => {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (opened) setChecked(false);
  }, [opened]);

  return (
    <StaticModal opened={opened} onClose={onCancel} title={title}>
      <Stack>
        {message !== undefined && <Text>{message}</Text>}
        <Checkbox
          label={checkboxLabel}
          checked={checked}
          onChange={(event) => setChecked(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {t('modals.cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={!checked} loading={loading}>
            {confirmLabel ?? t('modals.confirm')}
          </Button>
        </Group>
      </Stack>
    </StaticModal>
  );
};

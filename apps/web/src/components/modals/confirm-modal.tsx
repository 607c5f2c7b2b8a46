import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelButton } from './cancel-button';
import { DecisionModal, type DecisionProps } from './decision-modal';

export interface ConfirmModalProps extends DecisionProps {
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel?: string;
  /** Keeps Bekräfta disabled (until what `children` asks is done). */
  confirmDisabled?: boolean;
  /** Shown between the message and the buttons. */
  children?: ReactNode;
}

/** Avbryt / Bekräfta. */
export const ConfirmModal = ({
  onCancel,
  onConfirm,
  confirmLabel,
  confirmDisabled,
  loading,
  ...dialog
}: ConfirmModalProps) => {
  const { t } = useTranslation();
  return (
    <DecisionModal
      {...dialog}
      onClose={onCancel}
      buttons={
        <>
          <CancelButton onClick={onCancel} disabled={loading} />
          <Button onClick={onConfirm} disabled={confirmDisabled} loading={loading}>
            {confirmLabel ?? t('modals.confirm')}
          </Button>
        </>
      }
    />
  );
};

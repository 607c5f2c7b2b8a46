import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CancelButton } from './cancel-button';
import { DecisionModal, type DecisionProps } from './decision-modal';

export interface DangerModalProps extends DecisionProps {
  onDelete: () => void;
  onCancel: () => void;
  deleteLabel?: string;
}

/** Radera / Avbryt, for what cannot be undone. */
export const DangerModal = ({ onDelete, onCancel, deleteLabel, loading, ...dialog }: DangerModalProps) => {
  const { t } = useTranslation();
  return (
    <DecisionModal
      {...dialog}
      onClose={onCancel}
      buttons={
        <>
          <Button color="red" onClick={onDelete} loading={loading}>
            {deleteLabel ?? t('modals.danger.delete')}
          </Button>
          <CancelButton onClick={onCancel} disabled={loading} />
        </>
      }
    />
  );
};

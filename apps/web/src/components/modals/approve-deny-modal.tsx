import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DecisionModal, type DecisionProps } from './decision-modal';

export interface ApproveDenyModalProps extends DecisionProps {
  onApprove: () => void;
  onDeny: () => void;
  /** The close button: leaves without deciding. */
  onClose: () => void;
}

/** Neka / Godkänn, plus a close button that decides nothing. */
export const ApproveDenyModal = ({ onApprove, onDeny, loading, ...dialog }: ApproveDenyModalProps) => {
  const { t } = useTranslation();
  return (
    <DecisionModal
      {...dialog}
      withCloseButton
      closeButtonProps={{ 'aria-label': t('modals.close'), disabled: loading }}
      buttons={
        <>
          <Button color="red" variant="light" onClick={onDeny} disabled={loading}>
            {t('modals.approveDeny.deny')}
          </Button>
          <Button onClick={onApprove} disabled={loading}>
            {t('modals.approveDeny.approve')}
          </Button>
        </>
      }
    />
  );
};

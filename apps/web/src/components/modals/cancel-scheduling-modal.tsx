import { useTranslation } from 'react-i18next';
import { DangerModal } from './danger-modal';
import type { DecisionProps } from './decision-modal';

export interface CancelSchedulingModalProps extends Omit<DecisionProps, 'title' | 'message'> {
  onConfirm: () => void;
  onCancel: () => void;
  message?: string;
}

/** Removes a scheduled activation: 'Radera schemaläggning' / Avbryt. */
export const CancelSchedulingModal = ({ onConfirm, message, ...dialog }: CancelSchedulingModalProps) => {
  const { t } = useTranslation();
  return (
    <DangerModal
      {...dialog}
      title={t('modals.cancelScheduling.title')}
      message={message ?? t('modals.cancelScheduling.message')}
      deleteLabel={t('modals.cancelScheduling.confirm')}
      onDelete={onConfirm}
    />
  );
};

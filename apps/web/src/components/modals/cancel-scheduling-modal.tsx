import { useTranslation } from 'react-i18next';
import { DangerModal } from './danger-modal';

export interface CancelSchedulingModalProps {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  message?: string;
  loading?: boolean;
}

/** Removes a scheduled activation: 'Radera schemaläggning' / Avbryt. */
export const CancelSchedulingModal = ({
  opened,
  onConfirm,
  onCancel,
  message,
  loading,
}: CancelSchedulingModalProps) => {
  const { t } = useTranslation();
  return (
    <DangerModal
      opened={opened}
      title={t('modals.cancelScheduling.title')}
      message={message ?? t('modals.cancelScheduling.message')}
      deleteLabel={t('modals.cancelScheduling.confirm')}
      onDelete={onConfirm}
      onCancel={onCancel}
      {...(loading === undefined ? {} : { loading })}
    />
  );
};

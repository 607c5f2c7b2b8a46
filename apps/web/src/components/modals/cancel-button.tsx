import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The dialogs' Avbryt: leaves without doing anything, and cannot while the dialog works. */
export const CancelButton = ({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) => {
  const { t } = useTranslation();
  return (
    <Button variant="default" onClick={onClick} disabled={disabled}>
      {t('modals.cancel')}
    </Button>
  );
};

import { Checkbox } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ConfirmModal, type ConfirmModalProps } from './confirm-modal';

export interface ConfirmWithCheckboxModalProps
  extends Omit<ConfirmModalProps, 'confirmDisabled' | 'children'> {
  /** What the user confirms by ticking the box. */
  checkboxLabel: string;
}

/** Avbryt / Bekräfta, with Bekräfta disabled until the box is ticked. */
export const ConfirmWithCheckboxModal = ({ checkboxLabel, ...confirm }: ConfirmWithCheckboxModalProps) => {
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (confirm.opened) setChecked(false);
  }, [confirm.opened]);

  return (
    <ConfirmModal {...confirm} confirmDisabled={!checked}>
      <Checkbox
        label={checkboxLabel}
        checked={checked}
        onChange={(event) => setChecked(event.currentTarget.checked)}
      />
    </ConfirmModal>
  );
};

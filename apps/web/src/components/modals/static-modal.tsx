import { Modal, type ModalProps } from '@mantine/core';

export type StaticModalProps = Omit<ModalProps, 'closeOnClickOutside' | 'closeOnEscape'>;

/**
 * Every dialog of the catalogue (spec §2) has a static backdrop and ignores the keyboard: it closes
 * only through its own buttons.
 */
export const StaticModal = ({ withCloseButton = false, ...props }: StaticModalProps) => (
  <Modal {...props} withCloseButton={withCloseButton} closeOnClickOutside={false} closeOnEscape={false} />
);

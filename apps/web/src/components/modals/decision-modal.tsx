import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { StaticModal, type StaticModalProps } from './static-modal';

/** What every dialog that asks for a decision takes besides its handlers. */
export interface DecisionProps {
  opened: boolean;
  title: string;
  message?: ReactNode;
  loading?: boolean;
}

/** The body the decision dialogs share: the message, what the dialog adds, its buttons at the right. */
export const DecisionModal = ({
  message,
  buttons,
  children,
  ...modal
}: Omit<StaticModalProps, 'children'> & {
  message?: ReactNode;
  buttons: ReactNode;
  children?: ReactNode;
}) => (
  <StaticModal {...modal}>
    <Stack>
      {message !== undefined && <Text>{message}</Text>}
      {children}
      <Group justify="flex-end">{buttons}</Group>
    </Stack>
  </StaticModal>
);

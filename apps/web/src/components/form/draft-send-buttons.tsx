import { Button, Group } from '@mantine/core';

/** Which of a draft-or-send form's requests is out, or 'saved' once one succeeded. */
export type DraftSendState = 'draft' | 'send' | 'saved' | null;

export interface DraftSendButtonsProps {
  /** The words on the buttons: the form's own (each feature says 'send' its way). */
  labels: { cancel: string; saveDraft: string; send: string };
  submitting: DraftSendState;
  onCancel: () => void;
  onSaveDraft: () => void;
}

/**
 * The buttons under a form that is saved as a draft or sent (the form's submit sends): while one request
 * is out the others are disabled and the one out shows it is working.
 */
export const DraftSendButtons = ({ labels, submitting, onCancel, onSaveDraft }: DraftSendButtonsProps) => {
  const disabled = submitting !== null;
  return (
    <Group justify="flex-end">
      <Button variant="subtle" onClick={onCancel} disabled={disabled}>
        {labels.cancel}
      </Button>
      <Button
        variant="default"
        onClick={onSaveDraft}
        disabled={disabled && submitting !== 'draft'}
        loading={submitting === 'draft'}
      >
        {labels.saveDraft}
      </Button>
      <Button type="submit" disabled={disabled && submitting !== 'send'} loading={submitting === 'send'}>
        {labels.send}
      </Button>
    </Group>
  );
};

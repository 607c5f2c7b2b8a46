import { Button, Group } from '@mantine/core';
import { useRef, useState } from 'react';
import { ApiErrorAlert } from '../api-error-alert/api-error-alert';

/** Which of a draft-or-send form's requests is out, or 'saved' once one succeeded. */
export type DraftSendState = 'draft' | 'send' | 'saved' | null;

/**
 * The requests of a draft-or-send form, one at a time. `busy` while one is out; `begin` marks which one
 * goes; `saved` keeps the form disabled after a success, so nothing is sent twice; `failed` opens it again.
 */
export const useDraftSend = () => {
  const outRef = useRef(false);
  const [submitting, setSubmitting] = useState<DraftSendState>(null);
  return {
    submitting,
    busy: () => outRef.current,
    begin: (send: boolean) => {
      outRef.current = true;
      setSubmitting(send ? 'send' : 'draft');
    },
    saved: () => setSubmitting('saved'),
    failed: () => {
      outRef.current = false;
      setSubmitting(null);
    },
  };
};

export interface DraftSendButtonsProps {
  /** The words on the buttons: the form's own (each feature says 'send' its way). */
  labels: { cancel: string; saveDraft: string; send: string };
  submitting: DraftSendState;
  /** The last request's failure, shown above the buttons. */
  error: Error | null;
  onCancel: () => void;
  onSaveDraft: () => void;
}

/**
 * The end of a form that is saved as a draft or sent (the form's submit sends): what the server refused,
 * then the buttons; while one request is out the others are disabled and the one out shows it is working.
 */
export const DraftSendButtons = ({
  labels,
  submitting,
  error,
  onCancel,
  onSaveDraft,
}: DraftSendButtonsProps) => {
  const disabled = submitting !== null;
  return (
    <>
      <ApiErrorAlert error={error} />
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
    </>
  );
};

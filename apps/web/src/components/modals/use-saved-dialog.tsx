import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SuccessModal } from './success-modal';

export interface SavedDialogTexts {
  sent: string;
  sentMessage: string;
  draftSaved: string;
}

/**
 * After a form saved a draft or sent it: the success dialog (its words stay in the status region), and
 * on closing it the saved record's page. `isSaved` keeps the form in place while the dialog shows.
 */
export const useSavedDialog = <Saved extends { id: string }>(
  texts: SavedDialogTexts,
  pathOf: (id: string) => string,
) => {
  const navigate = useNavigate();
  const [saved, setSaved] = useState<{ record: Saved; sent: boolean } | null>(null);
  const dialog = (
    <SuccessModal
      opened={saved !== null}
      title={saved?.sent ? texts.sent : texts.draftSaved}
      message={saved?.sent ? texts.sentMessage : undefined}
      onClose={() => {
        if (saved) navigate(pathOf(saved.record.id));
      }}
    />
  );
  return {
    dialog,
    isSaved: saved !== null,
    onSaved: (record: Saved, sent: boolean) => setSaved({ record, sent }),
  };
};

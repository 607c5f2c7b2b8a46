import { ConfirmModal } from './confirm-modal';
import { DangerModal } from './danger-modal';

/** What a user administrator confirms before it is done to a user. */
export type ConfirmedUserAction = 'reset' | 'disable' | 'delete';

export interface UserActionDialogsProps {
  /** The action waiting for its confirmation and the user it is for; null while none is. */
  pending: { action: ConfirmedUserAction; user: { userEmail: string } } | null;
  /** Each dialog's title and message for the user's e-mail, and its confirm label where not the default. */
  texts: (
    action: ConfirmedUserAction,
    email: string,
  ) => { title: string; message: string; confirmLabel?: string };
  /** Whether each action's call is under way. */
  loading: Readonly<Record<ConfirmedUserAction, boolean>>;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Reset password and disable (Avbryt / Bekräfta), delete (Radera / Avbryt): one user's confirmations. */
export const UserActionDialogs = ({
  pending,
  texts,
  loading,
  onCancel,
  onConfirm,
}: UserActionDialogsProps) => {
  const dialog = (action: ConfirmedUserAction) => ({
    ...texts(action, pending?.user.userEmail ?? ''),
    opened: pending?.action === action,
    loading: loading[action],
    onCancel,
  });
  return (
    <>
      <ConfirmModal {...dialog('reset')} onConfirm={onConfirm} />
      <ConfirmModal {...dialog('disable')} onConfirm={onConfirm} />
      <DangerModal {...dialog('delete')} onDelete={onConfirm} />
    </>
  );
};

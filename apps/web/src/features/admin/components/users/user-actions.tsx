import type { UserView } from '@granska/domain';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../../components/api-error-alert/api-error-alert';
import { type ConfirmedUserAction, SuccessModal, UserActionDialogs } from '../../../../components/modals';
import { useDeleteUser } from '../../api/delete-user';
import { useResetUserPassword } from '../../api/reset-user-password';
import { useSaveUser } from '../../api/save-user';

export type UserAction = ConfirmedUserAction;

/** The buttons of one row; the page holds the dialogs (useUserActionDialogs). */
export const UserActions = ({
  user,
  onEdit,
  onAction,
  onEnable,
  enabling,
}: {
  user: UserView;
  onEdit: () => void;
  onAction: (action: UserAction) => void;
  onEnable: () => void;
  enabling: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-sm" variant="default" onClick={onEdit}>
        {t('admin.users.edit')}
      </Button>
      <Button size="compact-sm" variant="default" onClick={() => onAction('reset')}>
        {t('admin.users.resetPassword')}
      </Button>
      {user.userEnabled ? (
        <Button size="compact-sm" variant="default" onClick={() => onAction('disable')}>
          {t('admin.users.disable')}
        </Button>
      ) : (
        <Button size="compact-sm" variant="default" onClick={onEnable} loading={enabling}>
          {t('admin.users.enable')}
        </Button>
      )}
      <Button size="compact-sm" variant="light" color="red" onClick={() => onAction('delete')}>
        {t('admin.users.delete')}
      </Button>
    </Group>
  );
};

interface Success {
  title: string;
  message?: string;
}

/**
 * Reset password (confirm → success), disable (confirm, since it ends the user's sessions → success),
 * enable (at once → success) and delete (the danger dialog, Radera / Avbryt → success). A failure
 * closes the dialog and shows the call's message above the list.
 */
export const useUserActionDialogs = () => {
  const { t } = useTranslation();
  const [pending, setPending] = useState<{ action: UserAction; user: UserView } | null>(null);
  const [success, setSuccess] = useState<Success | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [enablingId, setEnablingId] = useState<string | null>(null);
  const reset = useResetUserPassword();
  const remove = useDeleteUser();
  const save = useSaveUser();

  const run = async (work: () => Promise<unknown>, done: Success) => {
    setError(null);
    try {
      await work();
      setSuccess(done);
    } catch (failure) {
      setError(failure instanceof Error ? failure : new Error(String(failure)));
    } finally {
      setPending(null);
    }
  };

  const confirm = () => {
    if (!pending) return;
    const { action, user } = pending;
    if (action === 'reset') {
      void run(() => reset.mutateAsync({ userId: user.userId }), {
        title: t('admin.users.resetDone'),
        message: t('admin.users.resetDoneMessage', { email: user.userEmail }),
      });
    } else if (action === 'disable') {
      void run(() => save.mutateAsync({ userId: user.userId, userEnabled: false }), {
        title: t('admin.users.disableDone'),
      });
    } else {
      void run(() => remove.mutateAsync({ userId: user.userId }), { title: t('admin.users.deleteDone') });
    }
  };

  const enable = (user: UserView) => {
    setEnablingId(user.userId);
    void run(() => save.mutateAsync({ userId: user.userId, userEnabled: true }), {
      title: t('admin.users.enableDone'),
    }).finally(() => setEnablingId(null));
  };

  const dialogs = (
    <>
      <UserActionDialogs
        pending={pending}
        texts={(action, email) => ({
          title: t(`admin.users.${action}Title`),
          message: t(`admin.users.${action}Message`, { email }),
        })}
        loading={{ reset: reset.isPending, disable: save.isPending, delete: remove.isPending }}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
      <SuccessModal
        opened={success !== null}
        onClose={() => setSuccess(null)}
        {...(success ? { title: success.title } : {})}
        {...(success?.message ? { message: success.message } : {})}
      />
    </>
  );

  return {
    open: (action: UserAction, user: UserView) => {
      setError(null);
      setPending({ action, user });
    },
    enable,
    isEnabling: (user: UserView) => enablingId === user.userId,
    showSuccess: setSuccess,
    errorAlert: <ApiErrorAlert error={error} />,
    dialogs,
  };
};

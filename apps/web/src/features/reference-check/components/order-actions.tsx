import type { ReferenceOrderView } from '@granska/domain';
import { Button, Group, Stack } from '@mantine/core';
import { IconArchive, IconBell, IconEdit, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { ConfirmModal, DangerModal } from '../../../components/modals';
import { useArchiveReferenceOrder, useDeleteReferenceOrder, useSendReferenceOrder } from '../api/orders';
import { editOrderPath } from '../paths';
import { useReferenceCheckRights } from '../rights';

export type OrderActionDone = 'sent' | 'reminded' | 'deleted' | 'archived';
type Dialog = 'send' | 'remind' | 'delete' | 'archive' | null;

/**
 * What the user may do with the order in its state: a draft is edited, sent or deleted; an order
 * waiting for the candidate or the referees gets a reminder by hand; a finished one is archived. Each
 * asks first (the danger dialog for deleting).
 */
export const OrderActions = ({
  order,
  onDone,
}: {
  order: ReferenceOrderView;
  onDone: (done: OrderActionDone) => void;
}) => {
  const { t } = useTranslation();
  const rights = useReferenceCheckRights();
  const navigate = useNavigate();
  const send = useSendReferenceOrder();
  const remove = useDeleteReferenceOrder();
  const archive = useArchiveReferenceOrder();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<Error | null>(null);

  const draft = order.state === 'CREATED';
  const waiting = order.state === 'ORDERED' || order.state === 'SURVEYING';
  const finished = (order.state === 'DONE' || order.state === 'TIMEOUT') && !order.archived;

  const settle = (done: OrderActionDone) => ({
    onSuccess: () => {
      setDialog(null);
      onDone(done);
    },
    onError: (cause: Error) => {
      setDialog(null);
      setError(cause);
    },
  });
  const open = (next: Dialog) => {
    setError(null);
    setDialog(next);
  };

  const buttons = [
    draft && rights.order && (
      <Button
        key="edit"
        variant="default"
        leftSection={<IconEdit size={16} aria-hidden />}
        onClick={() => navigate(editOrderPath(order.id))}
      >
        {t('referenceCheck.actions.edit')}
      </Button>
    ),
    draft && rights.send && (
      <Button key="send" leftSection={<IconSend size={16} aria-hidden />} onClick={() => open('send')}>
        {t('referenceCheck.actions.send')}
      </Button>
    ),
    draft && rights.delete && (
      <Button
        key="delete"
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => open('delete')}
      >
        {t('referenceCheck.actions.delete')}
      </Button>
    ),
    waiting && rights.send && (
      <Button key="remind" leftSection={<IconBell size={16} aria-hidden />} onClick={() => open('remind')}>
        {t('referenceCheck.actions.remind')}
      </Button>
    ),
    finished && rights.archive && (
      <Button
        key="archive"
        variant="default"
        leftSection={<IconArchive size={16} aria-hidden />}
        onClick={() => open('archive')}
      >
        {t('referenceCheck.actions.archive')}
      </Button>
    ),
  ].filter(Boolean);

  if (buttons.length === 0) return null;

  return (
    <Stack gap="sm">
      <Group gap="sm">{buttons}</Group>
      <ApiErrorAlert error={error} onClose={() => setError(null)} />
      <ConfirmModal
        opened={dialog === 'send'}
        title={t('referenceCheck.actions.sendTitle')}
        message={t('referenceCheck.actions.sendMessage')}
        confirmLabel={t('referenceCheck.actions.send')}
        onCancel={() => setDialog(null)}
        onConfirm={() => send.mutate(order.id, settle('sent'))}
        loading={send.isPending}
      />
      <ConfirmModal
        opened={dialog === 'remind'}
        title={t('referenceCheck.actions.remindTitle')}
        message={t(
          order.state === 'ORDERED'
            ? 'referenceCheck.actions.remindCandidate'
            : 'referenceCheck.actions.remindReferees',
        )}
        confirmLabel={t('referenceCheck.actions.remind')}
        onCancel={() => setDialog(null)}
        onConfirm={() => send.mutate(order.id, settle('reminded'))}
        loading={send.isPending}
      />
      <DangerModal
        opened={dialog === 'delete'}
        title={t('referenceCheck.actions.deleteTitle')}
        message={t('referenceCheck.actions.deleteMessage')}
        onCancel={() => setDialog(null)}
        onDelete={() => remove.mutate(order.id, settle('deleted'))}
        loading={remove.isPending}
      />
      <ConfirmModal
        opened={dialog === 'archive'}
        title={t('referenceCheck.actions.archiveTitle')}
        message={t('referenceCheck.actions.archiveMessage')}
        confirmLabel={t('referenceCheck.actions.archive')}
        onCancel={() => setDialog(null)}
        onConfirm={() => archive.mutate(order.id, settle('archived'))}
        loading={archive.isPending}
      />
    </Stack>
  );
};

import { type OrderRecipientOption, type OrderView, shortId } from '@granska/domain';
import { Alert, Button, Group, List, Loader, MultiSelect, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { StaticModal, SuccessModal } from '../../../components/modals';
import { SectionCard } from '../../../components/section-card/section-card';
import { useChangeRecipients } from '../api/change-recipients';
import { useRecipientOptions } from '../api/recipient-options';
import { useBackgroundCheckRights } from '../rights';

/** A recipient by e-mail (the order's view carries them); a removed user has none ('' from the server). */
const useRecipientLabel = () => {
  const { t } = useTranslation();
  return (recipient: OrderRecipientOption): string =>
    recipient.email || t('backgroundCheck.recipients.removed', { id: shortId(recipient.id) });
};

interface ChangeRecipientsModalProps {
  order: OrderView;
  opened: boolean;
  onClose: () => void;
  onChanged: () => void;
}

const ChangeRecipientsModal = ({ order, opened, onClose, onChanged }: ChangeRecipientsModalProps) => {
  const { t } = useTranslation();
  const choices = useRecipientOptions({ enabled: opened });
  const change = useChangeRecipients(order.id);
  const labelOf = useRecipientLabel();
  const [selected, setSelected] = useState<string[]>(order.customerRecipients);
  // The order's current recipients stay listed (so they can be removed) even when no longer choosable.
  const options = [
    ...(choices.data ?? []).map((recipient) => ({ value: recipient.id, label: recipient.email })),
    ...order.recipients
      .filter(({ id }) => !choices.data?.some((recipient) => recipient.id === id))
      .map((recipient) => ({ value: recipient.id, label: labelOf(recipient) })),
  ];

  return (
    <StaticModal opened={opened} onClose={onClose} title={t('backgroundCheck.recipients.changeTitle')}>
      <Stack>
        {choices.isPending ? (
          <Loader size="sm" aria-label={t('backgroundCheck.recipients.loading')} />
        ) : choices.isError ? (
          <Alert color="red" role="alert" title={t('backgroundCheck.recipients.loadFailed')} />
        ) : (
          <MultiSelect
            label={t('backgroundCheck.recipients.label')}
            data={options}
            value={selected}
            onChange={setSelected}
            searchable
            nothingFoundMessage={t('backgroundCheck.form.noRecipients')}
            disabled={change.isPending}
            data-autofocus
          />
        )}
        <ApiErrorAlert error={change.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={change.isPending}>
            {t('backgroundCheck.cancel')}
          </Button>
          <Button
            onClick={() => change.mutate({ customerRecipients: selected }, { onSuccess: onChanged })}
            loading={change.isPending}
            disabled={!choices.isSuccess}
          >
            {t('backgroundCheck.recipients.save')}
          </Button>
        </Group>
      </Stack>
    </StaticModal>
  );
};

/** The order's recipients, and 'Ändra mottagare' for a user with BKChangeRecipient. */
export const RecipientsCard = ({ order }: { order: OrderView }) => {
  const { t } = useTranslation();
  const rights = useBackgroundCheckRights();
  const titleId = useId();
  const labelOf = useRecipientLabel();
  const [changing, setChanging] = useState(false);
  const [changed, setChanged] = useState(false);

  return (
    <SectionCard
      title={t('backgroundCheck.recipients.title')}
      titleOrder={3}
      titleId={titleId}
      gap="sm"
      action={
        rights.changeRecipients && (
          <Button
            variant="default"
            leftSection={<IconUsers size={16} aria-hidden />}
            onClick={() => setChanging(true)}
          >
            {t('backgroundCheck.recipients.change')}
          </Button>
        )
      }
      after={
        <>
          {changing && (
            <ChangeRecipientsModal
              order={order}
              opened={changing}
              onClose={() => setChanging(false)}
              onChanged={() => {
                setChanging(false);
                setChanged(true);
              }}
            />
          )}
          <SuccessModal
            opened={changed}
            title={t('backgroundCheck.recipients.changed')}
            onClose={() => setChanged(false)}
          />
        </>
      }
    >
      {order.recipients.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('backgroundCheck.recipients.none')}
        </Text>
      ) : (
        <List size="sm" aria-labelledby={titleId}>
          {order.recipients.map((recipient) => (
            <List.Item key={recipient.id}>{labelOf(recipient)}</List.Item>
          ))}
        </List>
      )}
    </SectionCard>
  );
};

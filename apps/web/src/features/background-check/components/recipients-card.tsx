import { type OrderRecipientOption, type OrderView, shortId } from '@granska/domain';
import { Alert, Button, Card, Group, List, Loader, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { StaticModal, SuccessModal } from '../../../components/modals';
import { useChangeRecipients } from '../api/change-recipients';
import { useOrderInit } from '../api/order-init';
import { useBackgroundCheckRights } from '../rights';
import { ApiErrorAlert } from './api-error-alert';

/** A recipient by e-mail where known (the customer's recipients from /order/init, or oneself). */
const useRecipientLabel = (options: readonly OrderRecipientOption[] | undefined) => {
  const { t } = useTranslation();
  const { user } = useSession();
  return (id: string): string => {
    if (id === user?.userId) return user.email;
    const option = options?.find((candidate) => candidate.id === id);
    return option?.email ?? t('backgroundCheck.recipients.unknown', { id: shortId(id) });
  };
};

interface ChangeRecipientsModalProps {
  order: OrderView;
  opened: boolean;
  onClose: () => void;
  onChanged: () => void;
}

const ChangeRecipientsModal = ({ order, opened, onClose, onChanged }: ChangeRecipientsModalProps) => {
  const { t } = useTranslation();
  const init = useOrderInit({ enabled: opened });
  const change = useChangeRecipients(order.id);
  const labelOf = useRecipientLabel(init.data?.recipients);
  const [selected, setSelected] = useState<string[]>(order.customerRecipients);
  const options = [
    ...(init.data?.recipients ?? []).map((recipient) => ({ value: recipient.id, label: recipient.email })),
    ...selected
      .filter((id) => !init.data?.recipients.some((recipient) => recipient.id === id))
      .map((id) => ({ value: id, label: labelOf(id) })),
  ];

  return (
    <StaticModal opened={opened} onClose={onClose} title={t('backgroundCheck.recipients.changeTitle')}>
      <Stack>
        {init.isPending ? (
          <Loader size="sm" aria-label={t('backgroundCheck.recipients.loading')} />
        ) : init.isError ? (
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
            disabled={!init.isSuccess}
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
  // E-mails of the recipients come with the order form's data, which orderers may fetch.
  const init = useOrderInit({ enabled: rights.order });
  const labelOf = useRecipientLabel(init.data?.recipients);
  const [changing, setChanging] = useState(false);
  const [changed, setChanged] = useState(false);

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4" id={titleId}>
            {t('backgroundCheck.recipients.title')}
          </Title>
          {rights.changeRecipients && (
            <Button
              variant="default"
              leftSection={<IconUsers size={16} aria-hidden />}
              onClick={() => setChanging(true)}
            >
              {t('backgroundCheck.recipients.change')}
            </Button>
          )}
        </Group>
        {order.customerRecipients.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('backgroundCheck.recipients.none')}
          </Text>
        ) : (
          <List size="sm" aria-labelledby={titleId}>
            {order.customerRecipients.map((id) => (
              <List.Item key={id}>{labelOf(id)}</List.Item>
            ))}
          </List>
        )}
      </Stack>
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
    </Card>
  );
};

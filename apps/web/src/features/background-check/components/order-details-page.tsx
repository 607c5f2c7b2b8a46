import {
  formatDateTime,
  type OrderProgress,
  type OrderView,
  orderProgress,
  SERVICE_LABELS,
  shortId,
} from '@granska/domain';
import { Badge, Box, Button, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEdit, IconSend, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { ConfirmModal, DangerModal, SuccessModal } from '../../../components/modals';
import { useIdempotencyKey } from '../../../components/order/use-idempotency-key';
import { BackLinkSection } from '../../../components/page-title/back-link-section';
import { currentLanguage } from '../../../i18n/i18n';
import { useAbortOrder } from '../api/abort-order';
import { useOrder } from '../api/populate-order';
import { useSaveOrder } from '../api/save-order';
import { editOrderPath, PORTAL_PATH } from '../paths';
import { useBackgroundCheckRights } from '../rights';
import { JobCard } from './job-card';
import { sendDraftRequest } from './order-form-model';
import { RecipientsCard } from './recipients-card';

const PROGRESS_COLORS: Record<OrderProgress, string> = {
  draft: 'gray',
  consent: 'yellow',
  ongoing: 'blue',
  done: 'teal',
  stopped: 'red',
};

type Dialog = 'send' | 'remove' | null;
type Done = 'sent' | 'removed';

/** A draft's 'Redigera', 'Skicka' and 'Ta bort utkast', for a user who may order its service. */
const DraftActions = ({ order, onDone }: { order: OrderView; onDone: (done: Done) => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const send = useSaveOrder();
  const idempotency = useIdempotencyKey();
  const abort = useAbortOrder();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<Error | null>(null);

  const failed = (cause: Error) => {
    setDialog(null);
    setError(cause);
  };
  const sendDraft = () => {
    if (send.isPending) return;
    const request = sendDraftRequest(order);
    send.mutate(
      { request, idempotencyKey: idempotency.keyFor(request) },
      {
        onSuccess: () => {
          idempotency.settle();
          setDialog(null);
          onDone('sent');
        },
        onError: (cause) => {
          idempotency.settle(cause);
          failed(cause);
        },
      },
    );
  };
  const removeDraft = () =>
    abort.mutate(
      { id: order.id },
      {
        onSuccess: () => {
          setDialog(null);
          onDone('removed');
        },
        onError: failed,
      },
    );

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconEdit size={16} aria-hidden />}
          onClick={() => navigate(editOrderPath(order.id))}
        >
          {t('backgroundCheck.details.edit')}
        </Button>
        <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setDialog('send')}>
          {t('backgroundCheck.details.send')}
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setDialog('remove')}
        >
          {t('backgroundCheck.details.remove')}
        </Button>
      </Group>
      {error && <ApiErrorAlert error={error} onClose={() => setError(null)} />}
      <ConfirmModal
        opened={dialog === 'send'}
        title={t('backgroundCheck.details.sendTitle')}
        message={t('backgroundCheck.details.sendMessage')}
        confirmLabel={t('backgroundCheck.details.send')}
        onCancel={() => setDialog(null)}
        onConfirm={sendDraft}
        loading={send.isPending}
      />
      <DangerModal
        opened={dialog === 'remove'}
        title={t('backgroundCheck.details.removeTitle')}
        message={t('backgroundCheck.details.removeMessage')}
        onCancel={() => setDialog(null)}
        onDelete={removeDraft}
        loading={abort.isPending}
      />
    </Stack>
  );
};

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text component="dt" size="xs" c="dimmed" fw={600}>
      {label}
    </Text>
    <Box component="dd" m={0} fz="sm">
      {children}
    </Box>
  </div>
);

/** The order's own facts: service, sent or draft, created, cost center, invoice company, instructions. */
const OrderFacts = ({ order }: { order: OrderView }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const none = t('backgroundCheck.none');
  return (
    <Card withBorder padding="lg" radius="md">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" m={0}>
        <Fact label={t('backgroundCheck.details.service')}>{SERVICE_LABELS[order.service][language]}</Fact>
        <Fact label={t('backgroundCheck.details.created')}>{formatDateTime(order.timestamp)}</Fact>
        <Fact label={t('backgroundCheck.details.costCenter')}>{order.costCenter || none}</Fact>
        <Fact label={t('backgroundCheck.details.invoiceCompany')}>{order.invoiceCompany || none}</Fact>
        <Fact label={t('backgroundCheck.details.orderInstruction')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {order.orderInstruction || none}
          </Text>
        </Fact>
      </SimpleGrid>
    </Card>
  );
};

/**
 * `background-check/orders/:orderId`: the order with each person's job (state, consents, deadline,
 * state log, report), its recipients, and for a draft editing, sending and removing.
 */
export const OrderDetailsPage = () => {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const rights = useBackgroundCheckRights();
  const navigate = useNavigate();
  const order = useOrder(orderId);
  // Outlives the draft actions: a sent order is no draft any more, so they disappear.
  const [done, setDone] = useState<Done | null>(null);
  const title = t('backgroundCheck.details.title', { id: shortId(orderId) });

  const content = () => {
    if (order.isPending) return <Loader size="sm" aria-label={t('backgroundCheck.details.loading')} />;
    if (order.isError) return <ApiErrorAlert error={order.error} />;
    const data = order.data;
    return (
      <>
        {!data.ordered && rights.orderService(data.service) && <DraftActions order={data} onDone={setDone} />}
        <OrderFacts order={data} />
        <RecipientsCard order={data} />
        {data.jobs.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </>
    );
  };

  return (
    <BackLinkSection
      title={title}
      back={PORTAL_PATH}
      backLabel={t('backgroundCheck.back')}
      besideTitle={
        order.data ? (
          <Badge variant="light" color={PROGRESS_COLORS[orderProgress(order.data)]}>
            {t(`backgroundCheck.details.progress.${orderProgress(order.data)}`)}
          </Badge>
        ) : null
      }
    >
      {content()}
      <SuccessModal
        opened={done !== null}
        title={done === 'removed' ? t('backgroundCheck.details.removed') : t('backgroundCheck.form.sent')}
        message={done === 'sent' ? t('backgroundCheck.form.sentMessage') : undefined}
        onClose={() => {
          if (done === 'removed') navigate(PORTAL_PATH);
          setDone(null);
        }}
      />
    </BackLinkSection>
  );
};

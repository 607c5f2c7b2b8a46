import {
  formatDateTime,
  type OrderProgress,
  type OrderView,
  orderProgress,
  SERVICE_LABELS,
  shortId,
} from '@granska/domain';
import { Badge, Box, Button, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarTime, IconEdit, IconSend, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import {
  CancelSchedulingModal,
  ConfirmModal,
  DangerModal,
  ScheduleModal,
  SuccessModal,
} from '../../../components/modals';
import { useIdempotencyKey } from '../../../components/order/use-idempotency-key';
import { BackLinkSection } from '../../../components/page-title/back-link-section';
import { currentLanguage } from '../../../i18n/i18n';
import { useAbortOrder } from '../api/abort-order';
import { useOrder } from '../api/populate-order';
import { useSaveOrder } from '../api/save-order';
import { useCancelScheduledOrder, useScheduledOrder, useScheduleOrder } from '../api/scheduled-order';
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

type Dialog = 'send' | 'schedule' | 'remove' | null;
type Done = 'sent' | 'scheduled' | 'unscheduled' | 'removed';

const DONE_TITLES: Record<Done, string> = {
  sent: 'backgroundCheck.form.sent',
  scheduled: 'backgroundCheck.details.scheduled',
  unscheduled: 'backgroundCheck.details.scheduleCancelled',
  removed: 'backgroundCheck.details.removed',
};

/** A draft whose jobs wait for their scheduled start (SCHEDULED_ORDER). */
const isScheduledOrder = (order: OrderView) => order.jobs.some((job) => job.currState === 'SCHEDULED_ORDER');

/** A draft's 'Redigera', 'Skicka', 'Schemalägg' and 'Ta bort utkast', for a user who may order its service. */
const DraftActions = ({ order, onDone }: { order: OrderView; onDone: (done: Done) => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const send = useSaveOrder();
  const idempotency = useIdempotencyKey();
  const abort = useAbortOrder();
  const schedule = useScheduleOrder(order.id);
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
  const scheduleDraft = (activationTime: Date) =>
    schedule.mutate(activationTime, {
      onSuccess: () => {
        setDialog(null);
        onDone('scheduled');
      },
      onError: failed,
    });
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
          variant="default"
          leftSection={<IconCalendarTime size={16} aria-hidden />}
          onClick={() => setDialog('schedule')}
        >
          {t('backgroundCheck.details.schedule')}
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
      <ScheduleModal
        opened={dialog === 'schedule'}
        title={t('backgroundCheck.details.scheduleTitle')}
        message={t('backgroundCheck.details.scheduleMessage')}
        onCancel={() => setDialog(null)}
        onSchedule={scheduleDraft}
        loading={schedule.isPending}
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

/** A scheduled order: when it is sent, and 'Radera schemaläggning' for a user who may order its service. */
const ScheduledOrderActions = ({
  order,
  mayChange,
  onDone,
}: {
  order: OrderView;
  mayChange: boolean;
  onDone: (done: Done) => void;
}) => {
  const { t } = useTranslation();
  const scheduled = useScheduledOrder(order.id, true);
  const cancel = useCancelScheduledOrder(order.id);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  if (scheduled.isPending)
    return <Loader size="sm" aria-label={t('backgroundCheck.details.scheduledLoading')} />;
  if (scheduled.isError) return <ApiErrorAlert error={scheduled.error} />;
  const cancelSchedule = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        onDone('unscheduled');
      },
      onError: (cause) => {
        setConfirming(false);
        setError(cause);
      },
    });
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Text fw={600} role="status">
          {t('backgroundCheck.details.scheduledAt', { time: formatDateTime(scheduled.data.activationTime) })}
        </Text>
        {mayChange && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {t('backgroundCheck.details.cancelSchedule')}
          </Button>
        )}
      </Group>
      {error && <ApiErrorAlert error={error} onClose={() => setError(null)} />}
      <CancelSchedulingModal
        opened={confirming}
        message={t('backgroundCheck.details.cancelScheduleMessage')}
        onCancel={() => setConfirming(false)}
        onConfirm={cancelSchedule}
        loading={cancel.isPending}
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
        {isScheduledOrder(data) ? (
          <ScheduledOrderActions
            order={data}
            mayChange={rights.orderService(data.service)}
            onDone={setDone}
          />
        ) : (
          !data.ordered && rights.orderService(data.service) && <DraftActions order={data} onDone={setDone} />
        )}
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
        title={done ? t(DONE_TITLES[done]) : ''}
        message={done === 'sent' ? t('backgroundCheck.form.sentMessage') : undefined}
        onClose={() => {
          if (done === 'removed') navigate(PORTAL_PATH);
          setDone(null);
        }}
      />
    </BackLinkSection>
  );
};

import { REFERENCE_ORDER_STATE_LABELS, shortId } from '@granska/domain';
import { Badge, Card, Loader, Stack, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { SuccessModal } from '../../../components/modals';
import { BackLinkSection } from '../../../components/page-title/back-link-section';
import { currentLanguage } from '../../../i18n/i18n';
import { bundleOf, useReferenceOrder, useReferenceReport } from '../api/orders';
import { useDecryptOrderReferences, useOrderReferences } from '../api/references';
import { PORTAL_PATH } from '../paths';
import { useReferenceCheckRights } from '../rights';
import { CandidateCard, OrderFactsCard } from './candidate-card';
import { FraudSignalsCard } from './fraud-signals-card';
import { type OrderActionDone, OrderActions } from './order-actions';
import type { ClearReference } from './referees';
import { refereeNumbers } from './referees';
import { type ClearReferencesControl, RefereesSection } from './referees-section';
import { ReportSection } from './report-section';
import { StateLog } from './state-log';

/** The referees in clear for this page only, read once the user asks (audited), forgotten on 'Dölj'. */
const useClearReferences = (orderId: string): ClearReferencesControl => {
  const decrypt = useDecryptOrderReferences();
  const [clear, setClear] = useState<Map<string, ClearReference> | null>(null);
  return {
    clear,
    pending: decrypt.isPending,
    error: decrypt.error,
    show: () =>
      decrypt.mutate(orderId, {
        onSuccess: (references) =>
          setClear(
            new Map(
              references.map((reference) => [
                reference.id,
                {
                  referenceInfo: reference.referenceInfo,
                  surveyAnswers: reference.surveyAnswers ?? [],
                  declineReason: reference.declineReason,
                },
              ]),
            ),
          ),
      }),
    hide: () => setClear(null),
  };
};

const SUCCESS_KEYS: Record<OrderActionDone, string> = {
  sent: 'referenceCheck.form.sent',
  reminded: 'referenceCheck.actions.reminded',
  deleted: 'referenceCheck.actions.deleted',
  archived: 'referenceCheck.actions.archived',
};

/**
 * `reference-check/orders/:orderId`: the order's state and log, its facts, the candidate (in clear on
 * request), each referee's state and log (names on request), the fraud signals, the actions its state
 * allows, and once finished the report and its PDF.
 */
export const OrderPage = () => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { orderId = '' } = useParams();
  const rights = useReferenceCheckRights();
  const navigate = useNavigate();
  const order = useReferenceOrder(orderId);
  const data = bundleOf(order.data);
  const state = data?.order.state;
  const references = useOrderReferences(orderId, { enabled: state !== undefined && state !== 'CREATED' });
  const finished = state === 'DONE' || state === 'TIMEOUT';
  const report = useReferenceReport(orderId, { enabled: finished && rights.report });
  const clear = useClearReferences(orderId);
  const [done, setDone] = useState<OrderActionDone | null>(null);
  const logId = useId();
  const title = t('referenceCheck.order.title', { id: shortId(orderId) });

  const content = () => {
    if (order.isPending) return <Loader size="sm" aria-label={t('referenceCheck.order.loading')} />;
    if (order.isError) return <ApiErrorAlert error={order.error} />;
    if (!data) return <ApiErrorAlert error={new Error(t('referenceCheck.order.notFound'))} />;
    const numbers = refereeNumbers(references.data ?? data.references);
    return (
      <>
        <OrderActions order={data.order} onDone={setDone} />
        <FraudSignalsCard
          orderId={orderId}
          signals={data.fraudSignals}
          numbers={numbers}
          clear={clear.clear}
        />
        <OrderFactsCard order={data.order} />
        <CandidateCard order={data.order} />
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={logId}>
          <Stack gap="sm">
            <Title order={2} size="h4" id={logId}>
              {t('referenceCheck.order.log')}
            </Title>
            <StateLog entries={data.order.stateLog ?? []} of="order" labelledBy={logId} />
          </Stack>
        </Card>
        {state !== 'CREATED' && (
          <RefereesSection
            references={{ isPending: references.isPending, error: references.error, data: references.data }}
            control={clear}
          />
        )}
        {finished && rights.report && (
          <ReportSection
            orderId={orderId}
            report={{ isPending: report.isPending, error: report.error, data: report.data }}
            numbers={numbers}
            control={clear}
          />
        )}
      </>
    );
  };

  return (
    <BackLinkSection
      title={title}
      back={PORTAL_PATH}
      backLabel={t('referenceCheck.back')}
      besideTitle={
        state ? (
          <Badge variant="light" color={state === 'TIMEOUT' ? 'red' : state === 'DONE' ? 'teal' : undefined}>
            {REFERENCE_ORDER_STATE_LABELS[state][language]}
          </Badge>
        ) : null
      }
    >
      {content()}
      <SuccessModal
        opened={done !== null}
        title={done ? t(SUCCESS_KEYS[done]) : undefined}
        message={done === 'sent' ? t('referenceCheck.form.sentMessage') : undefined}
        onClose={() => {
          if (done === 'deleted') navigate(PORTAL_PATH);
          setDone(null);
        }}
      />
    </BackLinkSection>
  );
};

import { type CandidateInfo, type ReferenceOrderView, shortId } from '@granska/domain';
import { Alert, Loader } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useSession } from '../../../app/session/session-context';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { useSavedDialog } from '../../../components/modals';
import { BackLinkSection } from '../../../components/page-title/back-link-section';
import { useSurveyTemplates } from '../../../components/questionnaire';
import { bundleOf, useDecryptReferenceOrder, useReferenceOrder } from '../api/orders';
import { useRecipientUsers } from '../api/recipients';
import { useReferenceSettings } from '../api/settings';
import { orderPath, PORTAL_PATH } from '../paths';
import { useReferenceCheckRights } from '../rights';
import { OrderForm, type OrderFormProps } from './order-form';
import { draftValues, newOrderValues, type OrderFormValues } from './order-form-model';

/** After a save: the success dialog, then the order's page. */
const useOrderSaved = () => {
  const { t } = useTranslation();
  const texts = {
    sent: t('referenceCheck.form.sent'),
    sentMessage: t('referenceCheck.form.sentMessage'),
    draftSaved: t('referenceCheck.form.draftSaved'),
  };
  return useSavedDialog<ReferenceOrderView>(texts, orderPath);
};

/** What the form needs besides its values: the customer's settings, the templates, the recipients. */
const useFormData = (enabled: boolean) => {
  const rights = useReferenceCheckRights();
  const settings = useReferenceSettings({ enabled });
  const templates = useSurveyTemplates({ enabled });
  const recipients = useRecipientUsers({ enabled: enabled && rights.listRecipients });
  const pending = settings.isPending || templates.isPending;
  const error = settings.error ?? templates.error;
  return { settings, templates, recipients, pending, error };
};

const FormWithData = ({
  data,
  initialValues,
  ...props
}: Omit<OrderFormProps, 'settings' | 'templates' | 'recipientOptions' | 'initialValues'> & {
  data: ReturnType<typeof useFormData>;
  initialValues: (
    settings: NonNullable<ReturnType<typeof useFormData>['settings']['data']>,
  ) => OrderFormValues;
}) => {
  const { t } = useTranslation();
  if (data.pending) return <Loader size="sm" aria-label={t('referenceCheck.form.loading')} />;
  if (data.error || !data.settings.data || !data.templates.data) return <ApiErrorAlert error={data.error} />;
  return (
    <>
      {/* Without the list of users the orderer can still choose itself: the form works, with a word. */}
      {data.recipients.isError && <ApiErrorAlert error={data.recipients.error} />}
      <OrderForm
        {...props}
        settings={data.settings.data}
        templates={data.templates.data}
        recipientOptions={data.recipients.data ?? []}
        initialValues={initialValues(data.settings.data)}
      />
    </>
  );
};

/** `reference-check/new`: the order form for RTOrderer, with the customer's default counts. */
export const NewOrderPage = () => {
  const { t } = useTranslation();
  const rights = useReferenceCheckRights();
  const { user } = useSession();
  const navigate = useNavigate();
  const data = useFormData(rights.order);
  const saved = useOrderSaved();
  if (!rights.order) return <Navigate to={PORTAL_PATH} replace />;
  return (
    <BackLinkSection
      title={t('referenceCheck.form.newTitle')}
      back={PORTAL_PATH}
      backLabel={t('referenceCheck.back')}
    >
      <FormWithData
        data={data}
        initialValues={(settings) => newOrderValues(settings, user?.userId)}
        onSaved={saved.onSaved}
        onCancel={() => navigate(PORTAL_PATH)}
      />
      {saved.dialog}
    </BackLinkSection>
  );
};

/**
 * `reference-check/orders/:orderId/edit`: a saved draft in the form. Its candidate is encrypted, so
 * opening it reads the candidate in clear once (/order/decrypt, audited): the user asked to edit it.
 */
export const EditOrderPage = () => {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const rights = useReferenceCheckRights();
  const navigate = useNavigate();
  const order = useReferenceOrder(orderId);
  const data = useFormData(rights.order);
  const decrypt = useDecryptReferenceOrder();
  const [candidate, setCandidate] = useState<CandidateInfo | null>(null);
  const saved = useOrderSaved();
  const draft = bundleOf(order.data);
  const isDraft = draft?.order.state === 'CREATED';
  const { mutate: decryptOrder } = decrypt;
  // One audited read per draft opened, also where effects run twice.
  const decrypted = useRef<string | null>(null);

  useEffect(() => {
    if (!isDraft || !rights.order || decrypted.current === orderId) return;
    decrypted.current = orderId;
    decryptOrder(orderId, { onSuccess: (clear) => setCandidate(clear.candidateInfo) });
  }, [isDraft, rights.order, orderId, decryptOrder]);

  if (!rights.order) return <Navigate to={orderPath(orderId)} replace />;

  const content = () => {
    if (order.isPending) return <Loader size="sm" aria-label={t('referenceCheck.form.loading')} />;
    if (order.isError) return <ApiErrorAlert error={order.error} />;
    if (!draft || (!isDraft && !saved.isSaved)) {
      return <Alert color="yellow">{t('referenceCheck.form.alreadySent')}</Alert>;
    }
    if (decrypt.isError) return <ApiErrorAlert error={decrypt.error} />;
    if (!candidate) return <Loader size="sm" aria-label={t('referenceCheck.form.loading')} />;
    return (
      <FormWithData
        data={data}
        initialValues={() => draftValues(draft, candidate)}
        draft={{ id: orderId, surveyId: draft.order.surveyId, surveyTitle: draft.survey?.title }}
        onSaved={saved.onSaved}
        onCancel={() => navigate(orderPath(orderId))}
      />
    );
  };

  return (
    <BackLinkSection
      title={t('referenceCheck.form.editTitle', { id: shortId(orderId) })}
      back={orderPath(orderId)}
      backLabel={t('referenceCheck.back')}
    >
      {content()}
      {saved.dialog}
    </BackLinkSection>
  );
};

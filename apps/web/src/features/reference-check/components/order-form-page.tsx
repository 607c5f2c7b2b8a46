import { type CandidateInfo, type ReferenceOrderView, shortId } from '@granska/domain';
import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useSession } from '../../../app/session/session-context';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { SuccessModal } from '../../../components/modals';
import { PageHeading } from '../../../components/page-title/page-heading';
import { bundleOf, useDecryptReferenceOrder, useReferenceOrder } from '../api/orders';
import { useRecipientUsers } from '../api/recipients';
import { useReferenceSettings } from '../api/settings';
import { useSurveyTemplates } from '../api/surveys';
import { orderPath, PORTAL_PATH } from '../paths';
import { useReferenceCheckRights } from '../rights';
import { OrderForm, type OrderFormProps } from './order-form';
import { draftValues, newOrderValues, type OrderFormValues } from './order-form-model';

const FormFrame = ({ title, back, children }: { title: string; back: string; children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-label={title} gap="md">
      <Anchor component={Link} to={back} size="sm">
        {t('referenceCheck.back')}
      </Anchor>
      <PageHeading>{title}</PageHeading>
      {children}
    </Stack>
  );
};

/** After a save: the success dialog (its words stay in the status region), then the order's page. */
const useSavedDialog = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<{ order: ReferenceOrderView; sent: boolean } | null>(null);
  const dialog = (
    <SuccessModal
      opened={saved !== null}
      title={saved?.sent ? t('referenceCheck.form.sent') : t('referenceCheck.form.draftSaved')}
      message={saved?.sent ? t('referenceCheck.form.sentMessage') : undefined}
      onClose={() => {
        if (saved) navigate(orderPath(saved.order.id));
      }}
    />
  );
  return {
    dialog,
    isSaved: saved !== null,
    onSaved: (order: ReferenceOrderView, sent: boolean) => setSaved({ order, sent }),
  };
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
  const saved = useSavedDialog();
  if (!rights.order) return <Navigate to={PORTAL_PATH} replace />;
  return (
    <FormFrame title={t('referenceCheck.form.newTitle')} back={PORTAL_PATH}>
      <FormWithData
        data={data}
        initialValues={(settings) => newOrderValues(settings, user?.userId)}
        onSaved={saved.onSaved}
        onCancel={() => navigate(PORTAL_PATH)}
      />
      {saved.dialog}
    </FormFrame>
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
  const saved = useSavedDialog();
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
    <FormFrame title={t('referenceCheck.form.editTitle', { id: shortId(orderId) })} back={orderPath(orderId)}>
      {content()}
      {saved.dialog}
    </FormFrame>
  );
};

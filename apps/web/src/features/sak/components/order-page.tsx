import {
  type InterviewType,
  type PsOrderFormView,
  type PsOrderRequest,
  type PsPersonView,
  type PsService,
  SERVICE_LABELS,
} from '@granska/domain';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  List,
  Loader,
  MultiSelect,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { focusFirstInvalid, serverFieldErrors } from '../../../components/form';
import { Fact, Facts } from '../../../components/job/facts';
import { InterviewFields } from '../../../components/order/interview-fields';
import { BackLinkSection } from '../../../components/page-title/back-link-section';
import { currentLanguage } from '../../../i18n/i18n';
import { usePersonCard } from '../api/sak-api';
import { useCreatePsOrder, usePsOrderForm } from '../api/sak-orders-api';
import { PORTAL_PATH, personPath } from '../paths';
import { useSakRights } from '../rights';

interface OrderValues {
  service: PsService;
  recipients: string[];
  verifyFormerEmployer: boolean;
  verifyEducation: boolean;
  performReferenceCheck: boolean;
  interviewType: InterviewType | '';
  spiDate: string;
  orderInstruction: string;
  scheduled: boolean;
  activationTime: string;
}

/** POST …/orders' body from the form: only what the chosen service and the customer's form take. */
const orderRequest = (values: OrderValues, form: PsOrderFormView): PsOrderRequest => {
  const screening = values.service !== 'SECURITY_CLEARANCE';
  return {
    service: values.service,
    customerRecipients: values.recipients,
    ...(values.orderInstruction.trim() ? { orderInstruction: values.orderInstruction.trim() } : {}),
    ...(screening && form.formerEmployer.shown ? { verifyFormerEmployer: values.verifyFormerEmployer } : {}),
    ...(screening && form.education.shown ? { verifyEducation: values.verifyEducation } : {}),
    ...(screening && form.referenceCheck.shown
      ? { performReferenceCheck: values.performReferenceCheck }
      : {}),
    ...(screening && form.interview.shown && values.interviewType
      ? { interviewType: values.interviewType }
      : {}),
    ...(screening && form.interview.shown && values.spiDate ? { spiDate: values.spiDate } : {}),
    ...(!screening && values.scheduled && values.activationTime
      ? { activationTime: new Date(values.activationTime).toISOString() }
      : {}),
  };
};

const OrderForm = ({ card, form }: { card: PsPersonView; form: PsOrderFormView }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('service');
  const create = useCreatePsOrder();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [values, setValues] = useState<OrderValues>({
    service: form.services.find((service) => service === asked) ?? (form.services[0] as PsService),
    recipients: [],
    verifyFormerEmployer: form.formerEmployer.value,
    verifyEducation: form.education.value,
    performReferenceCheck: form.referenceCheck.value,
    interviewType: '',
    spiDate: '',
    orderInstruction: '',
    scheduled: false,
    activationTime: '',
  });
  const change = <K extends keyof OrderValues>(field: K, value: OrderValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const screening = values.service !== 'SECURITY_CLEARANCE';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const found: Record<string, string> = {};
    if (!screening && values.scheduled && !values.activationTime) {
      found.activationTime = t('sak.order.activationTimeMissing');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef);
      return;
    }
    create.mutate(
      { personId: card.id, request: orderRequest(values, form) },
      {
        onSuccess: () =>
          navigate(personPath(card.id), {
            state: { notice: t(values.scheduled && !screening ? 'sak.order.scheduled' : 'sak.order.sent') },
          }),
        onError: (error) => {
          setErrors(serverFieldErrors(error, undefined, language));
          focusFirstInvalid(formRef);
        },
      },
    );
  };

  const submitting = create.isPending;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('sak.order.label')}>
      <Stack gap="lg">
        <Facts cols={3}>
          <Fact label={t('sak.card.personalNumber')}>{card.personalNumber}</Fact>
          <Fact label={t('sak.card.email')}>{card.email}</Fact>
          <Fact label={t('sak.card.phone')}>{card.phone}</Fact>
        </Facts>
        <Radio.Group
          label={t('sak.order.service')}
          value={values.service}
          onChange={(value) => change('service', value as PsService)}
          error={errors.service}
        >
          <Stack gap="xs" mt="xs">
            {form.services.map((service) => (
              <Radio
                key={service}
                value={service}
                label={SERVICE_LABELS[service][language]}
                disabled={submitting}
              />
            ))}
          </Stack>
        </Radio.Group>

        {screening ? (
          <Fieldset legend={t('sak.order.sections.check')} disabled={submitting}>
            <Stack gap="sm">
              <List size="sm" aria-label={t('sak.order.includes')}>
                <List.Item>{t('sak.order.includesBase')}</List.Item>
                {form.includes.citizenship && <List.Item>{t('sak.order.includesCitizenship')}</List.Item>}
                {form.includes.law && <List.Item>{t('sak.order.includesLaw')}</List.Item>}
                {form.includes.criminalRecord && (
                  <List.Item>{t('sak.order.includesCriminalRecord')}</List.Item>
                )}
              </List>
              <Text size="sm">{form.omitConsent ? t('sak.order.noConsent') : t('sak.order.consent')}</Text>
              {form.formerEmployer.shown && (
                <Checkbox
                  label={t('sak.order.verifyFormerEmployer')}
                  checked={values.verifyFormerEmployer}
                  onChange={(event) => change('verifyFormerEmployer', event.currentTarget.checked)}
                />
              )}
              {form.education.shown && (
                <Checkbox
                  label={t('sak.order.verifyEducation')}
                  checked={values.verifyEducation}
                  onChange={(event) => change('verifyEducation', event.currentTarget.checked)}
                />
              )}
              {form.referenceCheck.shown && (
                <Checkbox
                  label={t('sak.order.performReferenceCheck')}
                  checked={values.performReferenceCheck}
                  onChange={(event) => change('performReferenceCheck', event.currentTarget.checked)}
                />
              )}
              <InterviewFields
                settings={form.interview}
                interviewType={values.interviewType}
                spiDate={values.spiDate}
                onInterviewType={(type) => change('interviewType', type)}
                onSpiDate={(date) => change('spiDate', date)}
                errors={errors}
              />
            </Stack>
          </Fieldset>
        ) : (
          <Fieldset legend={t('sak.order.sections.clearance')} disabled={submitting}>
            <Stack gap="sm">
              <Text size="sm">{t('sak.order.clearanceIntro')}</Text>
              <Checkbox
                label={t('sak.order.schedule')}
                checked={values.scheduled}
                onChange={(event) => change('scheduled', event.currentTarget.checked)}
              />
              {values.scheduled && (
                <TextInput
                  type="datetime-local"
                  label={t('sak.order.activationTime')}
                  description={t('sak.order.activationTimeHint')}
                  value={values.activationTime}
                  onChange={(event) => change('activationTime', event.currentTarget.value)}
                  error={errors.activationTime}
                  required
                />
              )}
            </Stack>
          </Fieldset>
        )}

        <Fieldset legend={t('sak.order.sections.recipients')} disabled={submitting}>
          <Stack gap="sm">
            <MultiSelect
              label={t('sak.order.recipients')}
              description={t('sak.order.recipientsHint')}
              data={form.recipients.map((recipient) => ({ value: recipient.id, label: recipient.email }))}
              value={values.recipients}
              onChange={(recipients) => change('recipients', recipients)}
              error={errors.customerRecipients}
              searchable
              nothingFoundMessage={t('sak.order.noRecipients')}
            />
            {form.orderInstructions && (
              <Text size="sm">{t('sak.order.customerInstructions', { text: form.orderInstructions })}</Text>
            )}
            <Textarea
              label={t('sak.order.orderInstruction')}
              rows={3}
              maxLength={5000}
              value={values.orderInstruction}
              onChange={(event) => change('orderInstruction', event.currentTarget.value)}
              error={errors.orderInstruction}
            />
          </Stack>
        </Fieldset>

        <ApiErrorAlert error={create.error} />
        <Group justify="flex-end">
          <Button variant="subtle" onClick={() => navigate(personPath(card.id))} disabled={submitting}>
            {t('sak.order.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {!screening && values.scheduled ? t('sak.order.submitScheduled') : t('sak.order.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** `sak/persons/:id/order`: order a screening or clearance for the card (a PSOrderer service group). */
export const OrderPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const rights = useSakRights();
  const allowed = rights.order.length > 0;
  const card = usePersonCard(id);
  const form = usePsOrderForm({ enabled: allowed });
  if (!allowed) return <Navigate to={PORTAL_PATH} replace />;
  const content = () => {
    if (card.isPending || form.isPending) return <Loader size="sm" aria-label={t('sak.order.loading')} />;
    if (card.isError) return <ApiErrorAlert error={card.error} />;
    if (form.isError) return <ApiErrorAlert error={form.error} />;
    return <OrderForm card={card.data} form={form.data} />;
  };
  return (
    <BackLinkSection
      title={card.data ? t('sak.order.titleFor', { name: card.data.name }) : t('sak.order.title')}
      back={personPath(id)}
      backLabel={t('sak.order.back')}
    >
      {content()}
    </BackLinkSection>
  );
};

import {
  CHECKPOINT_LABELS,
  type Checkpoint,
  formatAmount,
  GENDER_LABELS,
  type Gender,
  type OrderInitView,
  type OrderService,
  type OrderView,
  SERVICE_LABELS,
  shortId,
} from '@granska/domain';
import {
  Checkbox,
  Fieldset,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftSendButtons, focusFirstInvalid, useDraftSend, useFormFields } from '../../../components/form';
import { InterviewFields } from '../../../components/order/interview-fields';
import { PersonFields } from '../../../components/order/person-fields';
import { useIdempotencyKey } from '../../../components/order/use-idempotency-key';
import { currentLanguage } from '../../../i18n/i18n';
import { useSaveOrder } from '../api/save-order';
import {
  AGE_GROUPS,
  type FieldError,
  ORDER_FIELD_LIMITS,
  type OrderFormField,
  type OrderFormValues,
  orderRequest,
  serverFieldErrors,
  validateOrderForm,
} from './order-form-model';

export interface OrderFormProps {
  init: OrderInitView;
  initialValues: OrderFormValues;
  /** The draft being edited; absent for a new order. */
  draft?: OrderView;
  onSaved: (order: OrderView, sent: boolean) => void;
  onCancel: () => void;
}

/**
 * The order form (one person, one job): saved as a draft or sent. Person fields are checked with the
 * domain's spec §5 messages on blur and on submit; what the server refuses is shown at its field.
 * Every attempt carries an Idempotency-Key, the same one when the same request is retried after a
 * network error, and the buttons stay disabled while a request is out.
 */
export const OrderForm = ({ init, initialValues, draft, onSaved, onCancel }: OrderFormProps) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const save = useSaveOrder();
  const idempotency = useIdempotencyKey();
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useDraftSend();
  const { submitting } = submission;
  const fields = useFormFields<OrderFormValues, FieldError>(initialValues, {
    limits: ORDER_FIELD_LIMITS,
    errorText: (error) => ('key' in error ? t(error.key) : error.text),
  });
  const { values, setErrors, errorOf, change, checkbox } = fields;
  const text = (field: OrderFormField) => ({ ...fields.text(field), disabled: submitting !== null });

  const showVerifyEmployer = init.bkConfig.showVerifyEmployer;

  const focusFirstError = () => focusFirstInvalid(formRef);

  const submit = (send: boolean) => {
    if (submission.busy()) return;
    const found = validateOrderForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    const request = orderRequest(values, { send, draft, showVerifyEmployer });
    submission.begin(send);
    save.mutate(
      { request, idempotencyKey: idempotency.keyFor(request) },
      {
        onSuccess: (order) => {
          idempotency.settle();
          submission.saved();
          onSaved(order, send);
        },
        onError: (error) => {
          idempotency.settle(error);
          submission.failed();
          setErrors(serverFieldErrors(error, language));
          focusFirstError();
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(true);
  };

  const service = values.service;
  const serviceCost = service === '' ? undefined : init.serviceCost[service];
  const recipientOptions = [
    ...init.recipients.map((recipient) => ({ value: recipient.id, label: recipient.email })),
    ...values.recipients
      .filter((id) => !init.recipients.some((recipient) => recipient.id === id))
      .map((id) => ({
        value: id,
        label: draft?.recipients.find((recipient) => recipient.id === id)?.email || shortId(id),
      })),
  ];
  // Checkpoints beyond the customer's standard need ScreeningExtraServices (the server refuses them).
  const checkpointOptions = init.screeningCheckpoints.filter(
    (item) => init.screeningExtraServices || item.standardChecked,
  );
  const disabled = submitting !== null;

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('backgroundCheck.form.label')}>
      <Stack gap="lg">
        <Fieldset legend={t('backgroundCheck.form.sections.service')} disabled={disabled}>
          <NativeSelect
            label={t('backgroundCheck.form.service')}
            required
            value={service}
            onChange={(event) => change('service', event.currentTarget.value as OrderService | '')}
            error={errorOf('service')}
            description={
              serviceCost === undefined
                ? undefined
                : t('backgroundCheck.form.serviceCost', { amount: formatAmount(serviceCost) })
            }
            data={[
              ...(init.services.length === 1
                ? []
                : [{ value: '', label: t('backgroundCheck.form.chooseService') }]),
              ...init.services.map((value) => ({ value, label: SERVICE_LABELS[value][language] })),
            ]}
            maw={360}
          />
        </Fieldset>

        <Fieldset legend={t('backgroundCheck.form.sections.person')} disabled={disabled}>
          <PersonFields
            values={values}
            text={text}
            change={change}
            setError={(field, error) => setErrors((current) => ({ ...current, [field]: error }))}
          >
            <NativeSelect
              label={t('backgroundCheck.form.gender')}
              value={values.gender}
              onChange={(event) => change('gender', event.currentTarget.value as Gender | '')}
              error={errorOf('gender')}
              data={[
                { value: '', label: GENDER_LABELS.BLANK[language] },
                { value: 'FEMALE', label: GENDER_LABELS.FEMALE[language] },
                { value: 'MALE', label: GENDER_LABELS.MALE[language] },
              ]}
            />
            <NativeSelect
              label={t('backgroundCheck.form.ageGroup')}
              value={values.ageGroup}
              onChange={(event) => change('ageGroup', event.currentTarget.value)}
              error={errorOf('ageGroup')}
              data={[
                { value: '', label: t('backgroundCheck.form.noAgeGroup') },
                ...(values.ageGroup !== '' && !(AGE_GROUPS as readonly string[]).includes(values.ageGroup)
                  ? [values.ageGroup]
                  : []),
                ...AGE_GROUPS,
              ]}
            />
          </PersonFields>
        </Fieldset>

        <Fieldset legend={t('backgroundCheck.form.sections.check')} disabled={disabled}>
          <Stack gap="sm">
            <TextInput label={t('backgroundCheck.form.position')} {...text('position')} />
            <Textarea label={t('backgroundCheck.form.description')} rows={3} {...text('description')} />
            {service === 'SCREENING' && checkpointOptions.length > 0 && (
              <Fieldset legend={t('backgroundCheck.form.checkpoints')} variant="unstyled">
                <Stack gap={6}>
                  {checkpointOptions.map(({ checkpoint, cost }) => (
                    <Checkbox
                      key={checkpoint}
                      label={
                        cost === undefined
                          ? CHECKPOINT_LABELS[checkpoint][language]
                          : t('backgroundCheck.form.checkpointWithCost', {
                              checkpoint: CHECKPOINT_LABELS[checkpoint][language],
                              amount: formatAmount(cost),
                            })
                      }
                      checked={values.checkpoints.includes(checkpoint)}
                      onChange={(event) => {
                        const checked = event.currentTarget.checked;
                        change(
                          'checkpoints',
                          checked
                            ? [...values.checkpoints, checkpoint]
                            : values.checkpoints.filter((item: Checkpoint) => item !== checkpoint),
                        );
                      }}
                    />
                  ))}
                  {errorOf('checkpoints') && (
                    <Text c="red.8" size="sm">
                      {errorOf('checkpoints')}
                    </Text>
                  )}
                </Stack>
              </Fieldset>
            )}
            {showVerifyEmployer && (
              <Checkbox
                label={t('backgroundCheck.form.verifyFormerEmployer')}
                {...checkbox('verifyFormerEmployer')}
              />
            )}
            <Checkbox label={t('backgroundCheck.form.verifyEducation')} {...checkbox('verifyEducation')} />
            <Textarea
              label={t('backgroundCheck.form.screeningQuestions')}
              description={t('backgroundCheck.form.screeningQuestionsHint')}
              rows={3}
              {...text('screeningQuestions')}
            />
            <InterviewFields
              settings={init.interview}
              interviewType={values.interviewType}
              spiDate={values.spiDate}
              onInterviewType={(type) => change('interviewType', type)}
              onSpiDate={(date) => change('spiDate', date)}
              errors={{ interviewType: errorOf('interviewType'), spiDate: errorOf('spiDate') }}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('backgroundCheck.form.sections.order')} disabled={disabled}>
          <Stack gap="sm">
            <Textarea
              label={t('backgroundCheck.form.orderInstruction')}
              rows={3}
              {...text('orderInstruction')}
            />
            <MultiSelect
              label={t('backgroundCheck.form.recipients')}
              description={t('backgroundCheck.form.recipientsHint')}
              placeholder={
                values.recipients.length === 0 ? t('backgroundCheck.form.chooseRecipients') : undefined
              }
              data={recipientOptions}
              value={values.recipients}
              onChange={(recipients) => change('recipients', recipients)}
              error={errorOf('recipients')}
              searchable
              nothingFoundMessage={t('backgroundCheck.form.noRecipients')}
              disabled={disabled}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {init.invoiceCompanies.length > 0 ? (
                <NativeSelect
                  label={t('backgroundCheck.form.invoiceCompany')}
                  value={values.invoiceCompany}
                  onChange={(event) => change('invoiceCompany', event.currentTarget.value)}
                  error={errorOf('invoiceCompany')}
                  data={[
                    { value: '', label: t('backgroundCheck.form.noInvoiceCompany') },
                    ...(values.invoiceCompany !== '' && !init.invoiceCompanies.includes(values.invoiceCompany)
                      ? [values.invoiceCompany]
                      : []),
                    ...init.invoiceCompanies,
                  ]}
                />
              ) : (
                <TextInput label={t('backgroundCheck.form.invoiceCompany')} {...text('invoiceCompany')} />
              )}
              <TextInput label={t('backgroundCheck.form.costCenter')} {...text('costCenter')} />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <DraftSendButtons
          labels={{
            cancel: t('backgroundCheck.form.cancel'),
            saveDraft: t('backgroundCheck.form.saveDraft'),
            send: t('backgroundCheck.form.send'),
          }}
          submitting={submitting}
          error={save.error}
          onCancel={onCancel}
          onSaveDraft={() => submit(false)}
        />
      </Stack>
    </form>
  );
};

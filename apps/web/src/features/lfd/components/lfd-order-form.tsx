import {
  CHECKPOINT_LABELS,
  type CreateOrderRequest,
  type OrderInitView,
  type OrderView,
} from '@granska/domain';
import { Button, Fieldset, Group, List, MultiSelect, Stack, Text } from '@mantine/core';
import { type FormEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { focusFirstInvalid, serverFieldErrors, useDraftSend, useFormFields } from '../../../components/form';
import { PersonFields } from '../../../components/order/person-fields';
import {
  type FieldError,
  PERSON_FIELD_LIMITS,
  PERSON_JOB_FIELDS,
  type PersonValues,
  personInput,
  serverError,
  validatePerson,
} from '../../../components/order/person-model';
import { useIdempotencyKey } from '../../../components/order/use-idempotency-key';
import { currentLanguage } from '../../../i18n/i18n';
import { useSaveLfdOrder } from '../api/lfd-api';

export interface LfdOrderValues extends PersonValues {
  recipients: string[];
}

type LfdOrderField = keyof LfdOrderValues;

export const NEW_LFD_ORDER: LfdOrderValues = { name: '', ssn: '', email: '', phone: '', recipients: [] };

/** POST /order's body: a sent PRESCREEN of one person; what it checks comes from the customer. */
export const lfdOrderRequest = (values: LfdOrderValues): CreateOrderRequest => ({
  service: 'PRESCREEN',
  jobs: [personInput(values)],
  customerRecipients: values.recipients,
  send: true,
});

/** The form field a server issue names (`body.jobs.0.SSN`, `customerRecipients.1`). */
const fieldOfIssue = (path: string): LfdOrderField | undefined => {
  const parts = path.replace(/^body\./, '').split('.');
  if (parts[0] === 'jobs') return parts[1] === '0' ? PERSON_JOB_FIELDS[parts[2] ?? ''] : undefined;
  return parts[0] === 'customerRecipients' ? 'recipients' : undefined;
};

export interface LfdOrderFormProps {
  init: OrderInitView;
  onSaved: (order: OrderView) => void;
  onCancel: () => void;
}

/**
 * The prescreen order form: the person (the background-check form's person part), what the check
 * covers from the customer's lfdConfig (read-only: the customer's settings decide it) and the
 * recipients. Sending asks the person for consent by e-mail and SMS. Every attempt carries an
 * Idempotency-Key, the same one when a failed request is retried.
 */
export const LfdOrderForm = ({ init, onSaved, onCancel }: LfdOrderFormProps) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const save = useSaveLfdOrder();
  const idempotency = useIdempotencyKey();
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useDraftSend();
  const submitting = submission.submitting !== null;
  const fields = useFormFields<LfdOrderValues, FieldError>(NEW_LFD_ORDER, {
    limits: PERSON_FIELD_LIMITS,
    errorText: (error) => ('key' in error ? t(error.key) : error.text),
  });
  const { values, setErrors, errorOf, change } = fields;
  const text = (field: keyof PersonValues) => ({ ...fields.text(field), disabled: submitting });
  const checkpoints = init.lfdConfig?.followUpLfdCheckPoints ?? [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submission.busy()) return;
    const found = validatePerson(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef);
      return;
    }
    const request = lfdOrderRequest(values);
    submission.begin(true);
    save.mutate(
      { request, idempotencyKey: idempotency.keyFor(request) },
      {
        onSuccess: (order) => {
          idempotency.settle();
          onSaved(order);
        },
        onError: (error) => {
          idempotency.settle(error);
          submission.failed();
          setErrors(
            Object.fromEntries(
              Object.entries(serverFieldErrors(error, fieldOfIssue, language)).map(([field, message]) => [
                field,
                serverError(message),
              ]),
            ),
          );
          focusFirstInvalid(formRef);
        },
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('lfd.form.label')}>
      <Stack gap="lg">
        <Fieldset legend={t('lfd.form.sections.person')} disabled={submitting}>
          <PersonFields
            values={values}
            text={text}
            change={change}
            setError={(field, error) => setErrors((current) => ({ ...current, [field]: error }))}
          />
        </Fieldset>

        <Fieldset legend={t('lfd.form.sections.check')}>
          <Stack gap="xs">
            <Text size="sm">{t('lfd.form.checkIntro')}</Text>
            {checkpoints.length > 0 ? (
              <List size="sm" aria-label={t('lfd.form.checkpoints')}>
                {checkpoints.map((checkpoint) => (
                  <List.Item key={checkpoint}>{CHECKPOINT_LABELS[checkpoint][language]}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                {t('lfd.form.noCheckpoints')}
              </Text>
            )}
            <Text size="sm">
              {init.lfdConfig?.enableCriminalRecord
                ? t('lfd.form.criminalRecordIncluded')
                : t('lfd.form.criminalRecordNotIncluded')}
            </Text>
            {init.lfdConfig?.followUpLfdInterval ? (
              <Text size="sm">
                {t('lfd.form.followUpInterval', { count: init.lfdConfig.followUpLfdInterval })}
              </Text>
            ) : null}
          </Stack>
        </Fieldset>

        <Fieldset legend={t('lfd.form.sections.recipients')} disabled={submitting}>
          <MultiSelect
            label={t('lfd.form.recipients')}
            description={t('lfd.form.recipientsHint')}
            placeholder={values.recipients.length === 0 ? t('lfd.form.chooseRecipients') : undefined}
            data={init.recipients.map((recipient) => ({ value: recipient.id, label: recipient.email }))}
            value={values.recipients}
            onChange={(recipients) => change('recipients', recipients)}
            error={errorOf('recipients')}
            searchable
            nothingFoundMessage={t('lfd.form.noRecipients')}
            disabled={submitting}
          />
        </Fieldset>

        <ApiErrorAlert error={save.error} />

        <Group justify="flex-end">
          <Button variant="subtle" onClick={onCancel} disabled={submitting}>
            {t('lfd.form.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('lfd.form.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

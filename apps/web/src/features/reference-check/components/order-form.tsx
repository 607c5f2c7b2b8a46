import { BUSINESS_LIMITS, type ReferenceOrderView, type ReferenceSettings, shortId } from '@granska/domain';
import {
  Checkbox,
  Fieldset,
  MultiSelect,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { DraftSendButtons, focusFirstInvalid, useDraftSend, useFormFields } from '../../../components/form';
import type { SurveyWithId } from '../../../components/questionnaire';
import { useUserMessage } from '../../../i18n/user-message';
import type { RecipientOption } from '../api/recipients';
import { type OrderProgress, useSubmitOrder } from '../api/submit-order';
import {
  ORDER_FIELD_LIMITS,
  type OrderFormValues,
  serverOrderErrors,
  validateForSend,
  verificationChoice,
} from './order-form-model';

export interface OrderFormProps {
  settings: ReferenceSettings;
  templates: readonly SurveyWithId[];
  /** The customer's recipients beyond the orderer (a customer admin's list of RTRecipient users). */
  recipientOptions: readonly RecipientOption[];
  initialValues: OrderFormValues;
  /** A draft being edited: its id and own questionnaire (with its title). */
  draft?: { id: string; surveyId?: string | undefined; surveyTitle?: string | undefined };
  onSaved: (order: ReferenceOrderView, sent: boolean) => void;
  onCancel: () => void;
}

/**
 * The new-order form (RTOrderer): the position, the candidate, how many referees and which
 * questionnaire, the recipients. 'Spara utkast' saves a draft; 'Skicka' checks the order with the
 * domain's spec §5 rules first (the first message at its field, which takes the focus), then saves and
 * sends it. What the server refuses is shown the same way.
 */
export const OrderForm = ({
  settings,
  templates,
  recipientOptions,
  initialValues,
  draft,
  onSaved,
  onCancel,
}: OrderFormProps) => {
  const { t } = useTranslation();
  const message = useUserMessage();
  const { user } = useSession();
  const submitOrder = useSubmitOrder();
  const formRef = useRef<HTMLFormElement>(null);
  const progress = useRef<OrderProgress>({
    ...(draft ? { orderId: draft.id } : {}),
    ...(draft?.surveyId ? { ownSurveyId: draft.surveyId } : {}),
  });
  const submission = useDraftSend();
  const { submitting } = submission;
  const { values, setErrors, errorOf, change, text, checkbox, count } = useFormFields(initialValues, {
    limits: ORDER_FIELD_LIMITS,
    errorText: message,
  });
  const verification = verificationChoice(settings);
  const disabled = submitting !== null;
  const focusFirstError = () => focusFirstInvalid(formRef);
  const references = (field: 'minReferences' | 'maxReferences') =>
    count(field, BUSINESS_LIMITS.REFERENCES_MIN, BUSINESS_LIMITS.REFERENCES_MAX);

  const submit = (send: boolean) => {
    if (submission.busy()) return;
    if (send) {
      const invalid = validateForSend(values);
      if (invalid) {
        setErrors({ [invalid.field]: invalid.message });
        focusFirstError();
        return;
      }
    }
    setErrors({});
    submission.begin(send);
    submitOrder.mutate(
      { values, send, progress: progress.current },
      {
        // Saved: the form stays disabled until the success dialog has taken the user to the order.
        onSuccess: (order) => {
          submission.saved();
          onSaved(order, send);
        },
        onError: (error) => {
          submission.failed();
          setErrors(serverOrderErrors(error));
          focusFirstError();
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(true);
  };

  const own = templates.filter((template) => !template.publicSurvey);
  const shared = templates.filter((template) => template.publicSurvey);
  const surveyOptions = [
    { value: '', label: t('referenceCheck.form.chooseSurvey') },
    ...(draft?.surveyId && !templates.some((template) => template.id === draft.surveyId)
      ? [
          {
            value: draft.surveyId,
            label: t('referenceCheck.form.ownSurvey', {
              title: draft.surveyTitle || shortId(draft.surveyId),
            }),
          },
        ]
      : []),
    ...(own.length > 0
      ? [
          {
            group: t('referenceCheck.form.ownTemplates'),
            items: own.map((template) => ({
              value: template.id,
              label: template.title || shortId(template.id),
            })),
          },
        ]
      : []),
    ...(shared.length > 0
      ? [
          {
            group: t('referenceCheck.form.publicTemplates'),
            items: shared.map((template) => ({
              value: template.id,
              label: template.title || shortId(template.id),
            })),
          },
        ]
      : []),
  ];

  const recipients = [
    ...(user ? [{ value: user.userId, label: t('referenceCheck.form.me', { email: user.email }) }] : []),
    ...recipientOptions
      .filter((option) => option.id !== user?.userId)
      .map((option) => ({ value: option.id, label: option.email })),
  ];
  const recipientData = [
    ...recipients,
    ...values.recipients
      .filter((id) => !recipients.some((option) => option.value === id))
      .map((id) => ({ value: id, label: t('referenceCheck.form.otherRecipient', { id: shortId(id) }) })),
  ];

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('referenceCheck.form.label')}>
      <Stack gap="lg">
        <Fieldset legend={t('referenceCheck.form.sections.position')} disabled={disabled}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('referenceCheck.form.company')} required {...text('company')} />
              <TextInput label={t('referenceCheck.form.position')} required {...text('position')} />
            </SimpleGrid>
            <Checkbox label={t('referenceCheck.form.companyHidden')} {...checkbox('companyHidden')} />
            <TextInput
              label={t('referenceCheck.form.positionURL')}
              type="url"
              placeholder="https://"
              {...text('positionURL')}
            />
            <Textarea label={t('referenceCheck.form.description')} rows={3} {...text('description')} />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('referenceCheck.form.sections.candidate')} disabled={disabled}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('referenceCheck.form.candidateName')}
              required
              autoComplete="off"
              {...text('candidateName')}
            />
            <TextInput
              label={t('referenceCheck.form.candidateEmail')}
              required
              type="email"
              autoComplete="off"
              {...text('candidateEmail')}
            />
            <TextInput
              label={t('referenceCheck.form.candidatePhone')}
              required
              type="tel"
              autoComplete="off"
              description={t('referenceCheck.form.phoneHint')}
              {...text('candidatePhone')}
            />
            {!values.noVerification && (
              <TextInput
                label={t('referenceCheck.form.candidateSsn')}
                autoComplete="off"
                placeholder={t('referenceCheck.form.ssnPlaceholder')}
                description={t('referenceCheck.form.ssnHint')}
                {...text('candidateSsn')}
              />
            )}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('referenceCheck.form.sections.references')} disabled={disabled}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput label={t('referenceCheck.form.minReferences')} {...references('minReferences')} />
              <NumberInput label={t('referenceCheck.form.maxReferences')} {...references('maxReferences')} />
            </SimpleGrid>
            <NativeSelect
              label={t('referenceCheck.form.survey')}
              description={t('referenceCheck.form.surveyHint')}
              required
              value={values.surveyId}
              onChange={(event) => change('surveyId', event.currentTarget.value)}
              error={errorOf('surveyId')}
              data={surveyOptions}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('referenceCheck.form.sections.delivery')} disabled={disabled}>
          <Stack gap="sm">
            <MultiSelect
              label={t('referenceCheck.form.recipients')}
              description={t('referenceCheck.form.recipientsHint')}
              required
              data={recipientData}
              value={values.recipients}
              onChange={(chosen) => change('recipients', chosen)}
              error={errorOf('recipients')}
              searchable
              nothingFoundMessage={t('referenceCheck.form.noRecipients')}
              disabled={disabled}
            />
            <Checkbox
              label={t('referenceCheck.form.signatureHidden')}
              description={t('referenceCheck.form.signatureHiddenHint')}
              {...checkbox('signatureHidden')}
            />
            {verification === 'either' ? (
              <Checkbox
                label={t('referenceCheck.form.noVerification')}
                description={t('referenceCheck.form.noVerificationHint')}
                {...checkbox('noVerification')}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t(`referenceCheck.form.verification.${verification}`)}
              </Text>
            )}
          </Stack>
        </Fieldset>

        <DraftSendButtons
          labels={{
            cancel: t('referenceCheck.form.cancel'),
            saveDraft: t('referenceCheck.form.saveDraft'),
            send: t('referenceCheck.form.send'),
          }}
          submitting={submitting}
          error={submitOrder.error}
          onCancel={onCancel}
          onSaveDraft={() => submit(false)}
        />
      </Stack>
    </form>
  );
};

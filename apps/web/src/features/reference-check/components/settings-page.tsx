import {
  BUSINESS_LIMITS,
  normalizePolicyUrl,
  type ReferenceSettings,
  SaveReferenceSettingsRequest,
  VALIDATION_MESSAGES,
  validateSettings,
} from '@granska/domain';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { focusFirstInvalid, maxLengthOf, serverFieldErrors, useFormFields } from '../../../components/form';
import { SuccessModal } from '../../../components/modals';
import { PageHeading } from '../../../components/page-title/page-heading';
import { useUserMessage } from '../../../i18n/user-message';
import { useReferenceSettings, useSaveReferenceSettings } from '../api/settings';
import { PORTAL_PATH } from '../paths';
import { useReferenceCheckRights } from '../rights';

const TITLE_ID = 'reference-check-settings-title';

interface SettingsValues {
  defaultMinReferences: number | '';
  defaultMaxReferences: number | '';
  bankIdVerification: boolean;
  noVerification: boolean;
  logoUrl: string;
  urlPolicy: string;
  alternativePsText: string;
  contactDetails: string;
  contactDetailsDataProtectionOfficer: string;
}
type Field = keyof SettingsValues;

const valuesOf = (settings: ReferenceSettings): SettingsValues => ({
  defaultMinReferences: settings.defaultMinReferences,
  defaultMaxReferences: settings.defaultMaxReferences,
  bankIdVerification: settings.bankIdVerification,
  noVerification: settings.noVerification,
  logoUrl: settings.logoUrl ?? '',
  urlPolicy: settings.urlPolicy ?? '',
  alternativePsText: settings.alternativePsText ?? '',
  contactDetails: settings.contactDetails ?? '',
  contactDetailsDataProtectionOfficer: settings.contactDetailsDataProtectionOfficer ?? '',
});

/** Spec §5's settings messages and where they belong. */
const FIELD_OF_MESSAGE: Readonly<Record<string, Field>> = {
  [VALIDATION_MESSAGES.minReferencesInvalid]: 'defaultMinReferences',
  [VALIDATION_MESSAGES.maxReferencesInvalid]: 'defaultMaxReferences',
  [VALIDATION_MESSAGES.minMaxReferencesInvalid]: 'defaultMinReferences',
  [VALIDATION_MESSAGES.verificationMethodMissing]: 'bankIdVerification',
};

const LIMITS: Partial<Record<Field, number | undefined>> = {
  logoUrl: maxLengthOf(SaveReferenceSettingsRequest.shape.logoUrl),
  urlPolicy: maxLengthOf(SaveReferenceSettingsRequest.shape.urlPolicy),
  alternativePsText: maxLengthOf(SaveReferenceSettingsRequest.shape.alternativePsText),
  contactDetails: maxLengthOf(SaveReferenceSettingsRequest.shape.contactDetails),
  contactDetailsDataProtectionOfficer: maxLengthOf(
    SaveReferenceSettingsRequest.shape.contactDetailsDataProtectionOfficer,
  ),
};

const countOf = (value: number | '') => (value === '' ? null : value);

/** What POST /customer/settings is sent: the policy URL with https:// added when it lacks a prefix. */
const settingsRequest = (values: SettingsValues): SaveReferenceSettingsRequest => ({
  defaultMinReferences: countOf(values.defaultMinReferences) ?? 0,
  defaultMaxReferences: countOf(values.defaultMaxReferences) ?? 0,
  bankIdVerification: values.bankIdVerification,
  noVerification: values.noVerification,
  logoUrl: values.logoUrl.trim(),
  urlPolicy: normalizePolicyUrl(values.urlPolicy),
  alternativePsText: values.alternativePsText.trim(),
  contactDetails: values.contactDetails.trim(),
  contactDetailsDataProtectionOfficer: values.contactDetailsDataProtectionOfficer.trim(),
});

const SettingsForm = ({ settings }: { settings: ReferenceSettings }) => {
  const { t } = useTranslation();
  const message = useUserMessage();
  const save = useSaveReferenceSettings();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, setErrors, errorOf, change, text, checkbox, count } = useFormFields(
    () => valuesOf(settings),
    {
      limits: LIMITS,
      errorText: message,
      clearAllErrorsOnChange: true,
    },
  );
  const [saved, setSaved] = useState(false);

  const countInput = (field: 'defaultMinReferences' | 'defaultMaxReferences') =>
    count(field, BUSINESS_LIMITS.REFERENCES_MIN, BUSINESS_LIMITS.REFERENCES_MAX);
  // A checkbox with an error says so by data-error (Mantine sets no aria-invalid on it).
  const focusFirstError = () => focusFirstInvalid(formRef, 'input[type="checkbox"][data-error="true"]');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const policy = normalizePolicyUrl(values.urlPolicy);
    if (policy !== values.urlPolicy) setValues((current) => ({ ...current, urlPolicy: policy }));
    const refusal = validateSettings({
      defaultMinReferences: countOf(values.defaultMinReferences),
      defaultMaxReferences: countOf(values.defaultMaxReferences),
      bankIdVerification: values.bankIdVerification,
      noVerification: values.noVerification,
    });
    if (refusal) {
      setErrors({ [FIELD_OF_MESSAGE[refusal] ?? 'defaultMinReferences']: refusal });
      focusFirstError();
      return;
    }
    save.mutate(settingsRequest(values), {
      onSuccess: (stored) => {
        setValues(valuesOf(stored));
        setSaved(true);
      },
      onError: (error) => {
        const issues = serverFieldErrors(error);
        const field = FIELD_OF_MESSAGE[error.message];
        setErrors(Object.keys(issues).length > 0 ? issues : field ? { [field]: error.message } : {});
        focusFirstError();
      },
    });
  };

  const verificationError = errorOf('bankIdVerification') ?? errorOf('noVerification');
  const disabled = save.isPending;

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={TITLE_ID}>
      <Stack gap="lg">
        <Fieldset legend={t('referenceCheck.settings.sections.references')} disabled={disabled}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('referenceCheck.settings.defaultMinReferences')}
              {...countInput('defaultMinReferences')}
            />
            <NumberInput
              label={t('referenceCheck.settings.defaultMaxReferences')}
              {...countInput('defaultMaxReferences')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('referenceCheck.settings.sections.verification')} disabled={disabled}>
          <Stack gap="xs">
            <Checkbox
              label={t('referenceCheck.settings.bankIdVerification')}
              description={t('referenceCheck.settings.bankIdVerificationHint')}
              {...checkbox('bankIdVerification')}
              error={verificationError}
            />
            <Checkbox
              label={t('referenceCheck.settings.noVerification')}
              description={t('referenceCheck.settings.noVerificationHint')}
              {...checkbox('noVerification')}
              error={verificationError ? true : undefined}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('referenceCheck.settings.sections.shown')} disabled={disabled}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('referenceCheck.settings.shownHint')}
            </Text>
            <TextInput
              label={t('referenceCheck.settings.logoUrl')}
              type="url"
              placeholder="https://"
              {...text('logoUrl')}
            />
            <TextInput
              label={t('referenceCheck.settings.urlPolicy')}
              description={t('referenceCheck.settings.urlPolicyHint')}
              type="url"
              {...text('urlPolicy')}
              onBlur={() => change('urlPolicy', normalizePolicyUrl(values.urlPolicy))}
            />
            <Textarea
              label={t('referenceCheck.settings.alternativePsText')}
              description={t('referenceCheck.settings.alternativePsTextHint')}
              rows={3}
              {...text('alternativePsText')}
            />
            <Textarea
              label={t('referenceCheck.settings.contactDetails')}
              rows={3}
              {...text('contactDetails')}
            />
            <Textarea
              label={t('referenceCheck.settings.contactDetailsDataProtectionOfficer')}
              rows={3}
              {...text('contactDetailsDataProtectionOfficer')}
            />
          </Stack>
        </Fieldset>

        <ApiErrorAlert error={save.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('referenceCheck.settings.save')}
          </Button>
        </Group>
      </Stack>
      <SuccessModal
        opened={saved}
        title={t('referenceCheck.settings.saved')}
        onClose={() => setSaved(false)}
      />
    </form>
  );
};

/**
 * `reference-check/settings` (CustomerAdmin): the customer's defaults for new orders, how candidates
 * and referees are verified ('Välj minst en verifieringsmetod'), and what their pages show: the logo,
 * the policy link (https:// added when missing) or an alternative text, the contact details and the
 * data-protection officer's (docs/decisions/web-reference-check.md).
 */
export const SettingsPage = () => {
  const { t } = useTranslation();
  const rights = useReferenceCheckRights();
  const settings = useReferenceSettings({ enabled: rights.settings });
  if (!rights.settings) return <Navigate to={PORTAL_PATH} replace />;
  return (
    <Stack component="section" aria-labelledby={TITLE_ID} gap="md">
      <PageHeading id={TITLE_ID}>{t('referenceCheck.settings.title')}</PageHeading>
      {settings.isPending ? (
        <Loader size="sm" aria-label={t('referenceCheck.settings.loading')} />
      ) : settings.isError ? (
        <ApiErrorAlert error={settings.error} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </Stack>
  );
};

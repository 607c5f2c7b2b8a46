import { CreateApiKeyRequest, type CreatedApiKey } from '@granska/domain';
import { Alert, Button, CopyButton, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../../components/api-error-alert/api-error-alert';
import { maxLengthsOf, serverFieldErrors, useZodForm } from '../../../../components/form';
import { CancelButton, StaticModal } from '../../../../components/modals';
import { currentLanguage } from '../../../../i18n/i18n';
import { useCreateApiKey } from '../../api/create-api-key';

/** The form's fields, checked as the server checks them. */
const KEY_FORM = CreateApiKeyRequest.omit({ customerId: true });
const KEY_LIMITS = maxLengthsOf(KEY_FORM);

/** A secret shown once: read-only, selected on focus, with its own copy button. */
const SecretField = ({
  label,
  description,
  value,
  copyLabel,
}: {
  label: string;
  description?: string;
  value: string;
  copyLabel: string;
}) => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <TextInput
        label={label}
        description={description}
        value={value}
        readOnly
        styles={{ input: { fontFamily: 'monospace' } }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'filled'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? t('admin.apiKeys.copied') : copyLabel}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
};

/**
 * Name and describe a new key, then show it and its webhook signing secret once: the server never
 * answers them again, and the web app keeps them only in this dialog's state (not in the query cache),
 * forgotten when it closes.
 */
export const CreateApiKeyModal = ({ customerId, onClose }: { customerId: string; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const create = useCreateApiKey();
  const form = useZodForm(KEY_FORM, { keyName: '', keyDescription: '' });
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const submit = form.onSubmit((values) =>
    create.mutate(CreateApiKeyRequest.parse({ customerId, ...values }), {
      onSuccess: setCreated,
      onError: (error) => form.setErrors(serverFieldErrors(error, undefined, currentLanguage(i18n))),
    }),
  );

  if (created) {
    return (
      <StaticModal opened onClose={onClose} title={t('admin.apiKeys.createdTitle')} size="lg">
        <Stack>
          <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('admin.apiKeys.shownOnce')}
          </Alert>
          <SecretField
            label={t('admin.apiKeys.secret')}
            value={created.key}
            copyLabel={t('admin.apiKeys.copy')}
          />
          <SecretField
            label={t('admin.apiKeys.webhookSecret')}
            description={t('admin.apiKeys.webhookSecretHelp')}
            value={created.webhookSecret}
            copyLabel={t('admin.apiKeys.copyWebhookSecret')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.apiKeys.done')}
            </Button>
          </Group>
        </Stack>
      </StaticModal>
    );
  }

  return (
    <StaticModal opened onClose={onClose} title={t('admin.apiKeys.createTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('admin.apiKeys.name')}
            required
            {...form.getInputProps('keyName')}
            maxLength={KEY_LIMITS.keyName}
            data-autofocus
          />
          <Textarea
            label={t('admin.apiKeys.description')}
            {...form.getInputProps('keyDescription')}
            maxLength={KEY_LIMITS.keyDescription}
            resize="vertical"
            rows={2}
          />
          <ApiErrorAlert error={create.error} />
          <Group justify="flex-end">
            <CancelButton onClick={onClose} disabled={create.isPending} />
            <Button type="submit" loading={create.isPending}>
              {t('admin.apiKeys.createSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </StaticModal>
  );
};

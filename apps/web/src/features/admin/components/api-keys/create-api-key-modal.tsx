import { CreateApiKeyRequest, type CreatedApiKey } from '@granska/domain';
import { Alert, Button, CopyButton, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaticModal } from '../../../../components/modals';
import { useCreateApiKey } from '../../api/create-api-key';
import { ApiErrorAlert } from '../api-error-alert';

/**
 * Name and describe a new key, then show its secret once: the server never answers it again, and the
 * web app keeps it only in this dialog's state (not in the query cache), forgotten when it closes.
 */
export const CreateApiKeyModal = ({ customerId, onClose }: { customerId: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const [keyName, setKeyName] = useState('');
  const [keyDescription, setKeyDescription] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateApiKeyRequest.safeParse({ customerId, keyName, keyDescription });
    if (!parsed.success) {
      setNameError(parsed.error.issues.find((issue) => issue.path[0] === 'keyName')?.message);
      return;
    }
    setNameError(undefined);
    create.mutate(parsed.data, { onSuccess: setCreated });
  };

  if (created) {
    return (
      <StaticModal opened onClose={onClose} title={t('admin.apiKeys.createdTitle')} size="lg">
        <Stack>
          <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('admin.apiKeys.shownOnce')}
          </Alert>
          <TextInput
            label={t('admin.apiKeys.secret')}
            value={created.key}
            readOnly
            styles={{ input: { fontFamily: 'monospace' } }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group justify="space-between">
            <CopyButton value={created.key}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'light' : 'filled'}
                  color={copied ? 'teal' : undefined}
                  leftSection={
                    copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                  }
                  onClick={copy}
                >
                  {copied ? t('admin.apiKeys.copied') : t('admin.apiKeys.copy')}
                </Button>
              )}
            </CopyButton>
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
            value={keyName}
            onChange={(event) => setKeyName(event.currentTarget.value)}
            error={nameError}
            data-autofocus
          />
          <Textarea
            label={t('admin.apiKeys.description')}
            value={keyDescription}
            onChange={(event) => setKeyDescription(event.currentTarget.value)}
            resize="vertical"
            rows={2}
          />
          <ApiErrorAlert error={create.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              {t('modals.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('admin.apiKeys.createSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </StaticModal>
  );
};

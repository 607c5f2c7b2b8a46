import { BUSINESS_LIMITS } from '@granska/domain';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelButton } from './cancel-button';
import { StaticModal } from './static-modal';

export interface SmsCodeModalProps {
  opened: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
  /** Where the code went, e.g. '+*******1234'. */
  destination?: string;
  /** Why the last code was refused ('Fel SMSkod'). */
  error?: string | null;
  loading?: boolean;
  /** Shown below the code field, e.g. the log-in's 'remember this browser' box. */
  children?: ReactNode;
}

/** 'Verifiera SMS-kod': at most six characters, submit disabled while empty. */
export const SmsCodeModal = ({
  opened,
  onSubmit,
  onCancel,
  destination,
  error,
  loading,
  children,
}: SmsCodeModalProps) => {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  useEffect(() => {
    if (opened) setCode('');
  }, [opened]);

  const trimmed = code.trim();
  return (
    <StaticModal opened={opened} onClose={onCancel} title={t('modals.smsCode.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed !== '') onSubmit(trimmed);
        }}
      >
        <Stack>
          <TextInput
            label={t('modals.smsCode.label')}
            description={
              destination ? t('modals.smsCode.sentTo', { destination }) : t('modals.smsCode.description')
            }
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.slice(0, BUSINESS_LIMITS.SMS_CODE_LENGTH))}
            maxLength={BUSINESS_LIMITS.SMS_CODE_LENGTH}
            inputMode="numeric"
            autoComplete="one-time-code"
            data-autofocus
          />
          {children}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <CancelButton onClick={onCancel} disabled={loading} />
            <Button type="submit" disabled={trimmed === ''} loading={loading}>
              {t('modals.smsCode.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </StaticModal>
  );
};

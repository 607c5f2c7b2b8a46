import { loginErrorMessage } from '@granska/domain';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { PasswordModal } from '../../../components/modals/password-modal';
import { StaticModal } from '../../../components/modals/static-modal';
import { SuccessModal } from '../../../components/modals/success-modal';
import { useUserMessage } from '../../../i18n/user-message';
import { EmailInput } from './email-input';

type Step =
  | { kind: 'closed' }
  | { kind: 'request' }
  | { kind: 'reset'; email: string; destination: string | null }
  | { kind: 'done'; email: string };

export interface ForgotPasswordProps {
  /** The dialogs are open from the request step while true. */
  opened: boolean;
  /** The e-mail typed in the login form, proposed in the first dialog. */
  email: string;
  /** Called when the flow ends; with the e-mail whose password was changed, if it was. */
  onClose: (changedFor?: string) => void;
}

/**
 * Spec §2/§4 password reset: enter the e-mail → a code is sent → enter the e-mail's verification code
 * with a new password (spec §5 rules) → 'password changed' confirmation. Errors are the login
 * catalogue's (spec §8: 'Fel SMSkod' for a wrong code, 'Användaren existerar inte', …).
 */
export const ForgotPassword = ({ opened, email, onClose }: ForgotPasswordProps) => {
  const { t } = useTranslation();
  const message = useUserMessage();
  const session = useSession();
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setStep({ kind: 'request' });
    setAddress(email);
    setCode('');
    setError(null);
  }, [opened, email]);

  const requestCode = async () => {
    const trimmed = address.trim();
    if (trimmed === '') return;
    setLoading(true);
    setError(null);
    try {
      const { destination } = await session.forgotPassword(trimmed);
      setCode('');
      setStep({ kind: 'reset', email: trimmed, destination });
    } catch (failure) {
      setError(loginErrorMessage(failure));
    } finally {
      setLoading(false);
    }
  };

  const resetPassword = async (password: string) => {
    if (step.kind !== 'reset') return;
    setLoading(true);
    setError(null);
    try {
      await session.confirmForgotPassword(step.email, code, password);
      setStep({ kind: 'done', email: step.email });
    } catch (failure) {
      setError(loginErrorMessage(failure));
    } finally {
      setLoading(false);
    }
  };

  const close = () => {
    setStep({ kind: 'closed' });
    onClose();
  };

  return (
    <>
      <StaticModal opened={step.kind === 'request'} onClose={close} title={t('login.forgot.title')}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void requestCode();
          }}
        >
          <Stack>
            <Text size="sm">{t('login.forgot.intro')}</Text>
            <EmailInput value={address} onChange={setAddress} />
            {error && (
              <Alert color="red" role="alert">
                {message(error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={loading}>
                {t('login.cancel')}
              </Button>
              <Button type="submit" loading={loading} disabled={address.trim() === ''}>
                {t('login.forgot.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </StaticModal>

      <PasswordModal
        opened={step.kind === 'reset'}
        title={t('login.reset.title')}
        onSubmit={(password) => void resetPassword(password)}
        onCancel={close}
        error={error && message(error)}
        loading={loading}
        submitDisabled={code.trim() === ''}
      >
        <Text size="sm">
          {step.kind === 'reset' && step.destination
            ? t('login.reset.intro', { destination: step.destination })
            : t('login.reset.introWithoutDestination')}
        </Text>
        <TextInput
          label={t('login.reset.code')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          data-autofocus
        />
      </PasswordModal>

      <SuccessModal
        opened={step.kind === 'done'}
        title={t('login.reset.doneTitle')}
        message={t('login.reset.doneMessage')}
        onClose={() => {
          const changedFor = step.kind === 'done' ? step.email : undefined;
          setStep({ kind: 'closed' });
          onClose(changedFor);
        }}
      />
    </>
  );
};

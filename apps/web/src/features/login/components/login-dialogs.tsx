import { Checkbox, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordModal } from '../../../components/modals/password-modal';
import { SmsCodeModal } from '../../../components/modals/sms-code-modal';
import { ForgotPassword } from './forgot-password';

export type Challenge = { kind: 'smsCode'; destination: string | null } | { kind: 'newPassword' } | null;

export interface LoginDialogsProps {
  challenge: Challenge;
  challengeError: string | null;
  loading: boolean;
  rememberBrowser: boolean;
  onRememberBrowserChange: (remember: boolean) => void;
  onCancelChallenge: () => void;
  onSmsCode: (code: string) => void;
  onNewPassword: (password: string) => void;
  forgotOpened: boolean;
  email: string;
  onForgotClosed: (changedFor?: string) => void;
}

/** The log-in dialogs of spec §2: SMS code, new password at first log-in, forgotten password. */
export const LoginDialogs = ({
  challenge,
  challengeError,
  loading,
  rememberBrowser,
  onRememberBrowserChange,
  onCancelChallenge,
  onSmsCode,
  onNewPassword,
  forgotOpened,
  email,
  onForgotClosed,
}: LoginDialogsProps) => {
  const { t } = useTranslation();
  return (
    <>
      <SmsCodeModal
        opened={challenge?.kind === 'smsCode'}
        {...(challenge?.kind === 'smsCode' && challenge.destination
          ? { destination: challenge.destination }
          : {})}
        error={challengeError}
        loading={loading}
        onCancel={onCancelChallenge}
        onSubmit={onSmsCode}
      >
        <Checkbox
          label={t('login.rememberBrowser')}
          description={t('login.rememberBrowserHint')}
          checked={rememberBrowser}
          onChange={(event) => onRememberBrowserChange(event.currentTarget.checked)}
        />
      </SmsCodeModal>

      <PasswordModal
        opened={challenge?.kind === 'newPassword'}
        title={t('login.newPassword.title')}
        error={challengeError}
        loading={loading}
        onCancel={onCancelChallenge}
        onSubmit={onNewPassword}
      >
        <Text size="sm">{t('login.newPassword.intro')}</Text>
      </PasswordModal>

      <ForgotPassword opened={forgotOpened} email={email} onClose={onForgotClosed} />
    </>
  );
};

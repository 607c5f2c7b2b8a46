import { loginErrorMessage } from '@granska/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { PasswordModal } from '../../../components/modals/password-modal';
import { SuccessModal } from '../../../components/modals/success-modal';
import { PasswordInput } from '../../../components/password-input/password-input';
import { useUserMessage } from '../../../i18n/user-message';

/** 'Byt lösenord': the current password, a new one by the rules of spec §5, then a confirmation. */
export const ChangePassword = () => {
  const { t } = useTranslation();
  const message = useUserMessage();
  const { changePassword } = useSession();
  const [step, setStep] = useState<'closed' | 'form' | 'done'>('closed');
  const [current, setCurrent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const open = () => {
    setCurrent('');
    setError(null);
    setStep('form');
  };

  const submit = async (password: string) => {
    setLoading(true);
    setError(null);
    try {
      await changePassword(current, password);
      setStep('done');
    } catch (failure) {
      setError(loginErrorMessage(failure));
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Button variant="default" onClick={open}>
        {t('account.changePassword.open')}
      </Button>
      <PasswordModal
        opened={step === 'form'}
        title={t('account.changePassword.title')}
        onSubmit={(password) => void submit(password)}
        onCancel={() => setStep('closed')}
        error={error && message(error)}
        loading={loading}
        submitDisabled={current === ''}
      >
        <PasswordInput
          label={t('account.changePassword.current')}
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
          required
          data-autofocus
        />
      </PasswordModal>
      <SuccessModal
        opened={step === 'done'}
        title={t('account.changePassword.doneTitle')}
        onClose={() => setStep('closed')}
      />
    </>
  );
};

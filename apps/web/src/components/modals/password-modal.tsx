import { BUSINESS_LIMITS, VALIDATION_MESSAGES, validateNewPassword } from '@granska/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../password-input/password-input';
import { CancelButton } from './cancel-button';
import { StaticModal } from './static-modal';

export interface PasswordModalProps {
  opened: boolean;
  /** Called with a password that follows the rules of spec §5 and was repeated correctly. */
  onSubmit: (password: string) => void;
  onCancel?: () => void;
  title?: string;
  /** A failure from the identity provider after submit. */
  error?: string | null;
  loading?: boolean;
  /**
   * Shown first: an explanation, or the fields a flow needs besides the password (a code, the current
   * password). A field there marked `data-autofocus` gets the focus, being first.
   */
  children?: ReactNode;
  /** Keeps submit disabled, e.g. while a field in `children` is empty. */
  submitDisabled?: boolean;
}

type Problem = 'invalid' | 'mismatch';

/** What both fields take: a new password, at most as long as the rules allow. */
const NEW_PASSWORD = {
  autoComplete: 'new-password',
  maxLength: BUSINESS_LIMITS.PASSWORD_MAX,
  required: true,
};

/** New password and its repetition, checked with the domain's rules (spec §5). */
export const PasswordModal = ({
  opened,
  onSubmit,
  onCancel,
  title,
  error,
  loading,
  children,
  submitDisabled,
}: PasswordModalProps) => {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    if (!opened) return;
    setPassword('');
    setRepeat('');
    setProblem(null);
  }, [opened]);

  const submit = () => {
    const found = validateNewPassword(password, repeat);
    if (found === null) {
      setProblem(null);
      onSubmit(password);
    } else {
      setProblem(found.title === VALIDATION_MESSAGES.passwordInvalidTitle ? 'invalid' : 'mismatch');
    }
  };

  return (
    <StaticModal opened={opened} onClose={onCancel ?? (() => {})} title={title ?? t('modals.password.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          {children}
          <Text size="sm" c="dimmed">
            {t('modals.password.rules', {
              min: BUSINESS_LIMITS.PASSWORD_MIN,
              max: BUSINESS_LIMITS.PASSWORD_MAX,
            })}
          </Text>
          <PasswordInput
            {...NEW_PASSWORD}
            label={t('modals.password.password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            data-autofocus
          />
          <PasswordInput
            {...NEW_PASSWORD}
            label={t('modals.password.repeat')}
            value={repeat}
            onChange={(event) => setRepeat(event.currentTarget.value)}
          />
          {problem === 'invalid' && (
            <Alert color="red" role="alert" title={t('modals.password.invalidTitle')}>
              {t('modals.password.rules', {
                min: BUSINESS_LIMITS.PASSWORD_MIN,
                max: BUSINESS_LIMITS.PASSWORD_MAX,
              })}
            </Alert>
          )}
          {problem === 'mismatch' && (
            <Alert color="red" role="alert" title={t('modals.password.mismatchTitle')}>
              {t('modals.password.mismatchMessage')}
            </Alert>
          )}
          {error && problem === null && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            {onCancel && <CancelButton onClick={onCancel} disabled={loading} />}
            <Button type="submit" loading={loading} disabled={submitDisabled}>
              {t('modals.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </StaticModal>
  );
};

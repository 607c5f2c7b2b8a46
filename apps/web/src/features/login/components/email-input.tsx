import { BUSINESS_LIMITS } from '@granska/domain';
import { TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** The log-in's e-mail field (the account's user name), first in its form. */
export const EmailInput = ({
  value,
  onChange,
  ref,
}: {
  value: string;
  onChange: (email: string) => void;
  ref?: Ref<HTMLInputElement>;
}) => {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('login.email')}
      type="email"
      autoComplete="username"
      maxLength={BUSINESS_LIMITS.EMAIL_MAX_LENGTH}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      required
      data-autofocus
      ref={ref}
    />
  );
};

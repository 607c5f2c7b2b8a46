import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The log-in's e-mail field (the account's user name), first in its form. */
export const EmailInput = ({ value, onChange }: { value: string; onChange: (email: string) => void }) => {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('login.email')}
      type="email"
      autoComplete="username"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      required
      data-autofocus
    />
  );
};

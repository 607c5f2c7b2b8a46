import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's password field with a translated name on its show/hide button. */
export const PasswordInput = (props: PasswordInputProps) => {
  const { t } = useTranslation();
  return (
    <MantinePasswordInput
      {...props}
      visibilityToggleButtonProps={{ 'aria-label': t('components.passwordInput.toggleVisibility') }}
    />
  );
};
